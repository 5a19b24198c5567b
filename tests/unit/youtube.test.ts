import { describe, expect, it } from "vitest";
import { isExternalUrl, youtubeEmbedUrl, youtubeVideoId } from "../../common/modules/youtube.js";

const id = "dQw4w9WgXcQ";

describe("youtubeVideoId", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?v=${id}`],
    [`http://www.youtube.com/watch?v=${id}`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/watch?feature=share&v=${id}&t=42s`],
    [`www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube.com/embed/${id}?start=10`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://www.youtube.com/v/${id}`],
    [`https://www.youtube.com/e/${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=abc`],
    [`youtu.be/${id}`],
    [`  https://youtu.be/${id}  `],
  ])("accepts %s", (link) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    [""],
    ["   "],
    [null],
    ["no es un enlace"],
    [`https://vimeo.com/${id}`],
    [`https://www.youtube.com.evil.example/watch?v=${id}`],
    [`https://evil.example/youtube.com/watch?v=${id}`],
    ["https://www.youtube.com/watch?v=short"],
    [`https://www.youtube.com/watch?v=${id}X`],
    ["https://www.youtube.com/watch"],
    [`https://www.youtube.com/channel/${id}`],
    [`https://youtu.be/${id}/extra`],
    [`javascript:alert(1)//youtu.be/${id}`],
    ["https://www.youtube.com/embed/abc$def!ghi"],
  ])("rejects %s", (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it("builds the privacy-enhanced embed with rel=0 and modest branding", () => {
    expect(youtubeEmbedUrl(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`);
  });
});

describe("isExternalUrl", () => {
  it("is false for our own hosts, relative links and text", () => {
    expect(isExternalUrl("http://localhost:3000/dashboard/modules", ["localhost:3000"])).toBe(false);
    expect(isExternalUrl("/dashboard/modules", ["localhost:3000"])).toBe(false);
    expect(isExternalUrl(null, ["localhost:3000"])).toBe(false);
  });
  it("is true for other hosts", () => {
    expect(isExternalUrl("https://es.khanacademy.org/math", ["localhost:3000"])).toBe(true);
  });
});
