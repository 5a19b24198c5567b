// The OpenMoji drawings of class sign-in (https://openmoji.org, CC BY-SA 4.0), one import each so the
// bundle carries these files and no other of the set's thousands; ?no-inline keeps them cacheable files.
import f1F436 from "openmoji/color/svg/1F436.svg?url&no-inline";
import f1F408_200D_2B1B from "openmoji/color/svg/1F408-200D-2B1B.svg?url&no-inline";
import f2600 from "openmoji/color/svg/2600.svg?url&no-inline";
import f1F333 from "openmoji/color/svg/1F333.svg?url&no-inline";
import f1F3E0 from "openmoji/color/svg/1F3E0.svg?url&no-inline";
import f2B50 from "openmoji/color/svg/2B50.svg?url&no-inline";
import f26BD from "openmoji/color/svg/26BD.svg?url&no-inline";
import f1F33C from "openmoji/color/svg/1F33C.svg?url&no-inline";
import f1F41F from "openmoji/color/svg/1F41F.svg?url&no-inline";
import f1F981 from "openmoji/color/svg/1F981.svg?url&no-inline";
import f1F422 from "openmoji/color/svg/1F422.svg?url&no-inline";
import f1F430 from "openmoji/color/svg/1F430.svg?url&no-inline";
import f1F418 from "openmoji/color/svg/1F418.svg?url&no-inline";
import f1F992 from "openmoji/color/svg/1F992.svg?url&no-inline";
import f1F427 from "openmoji/color/svg/1F427.svg?url&no-inline";
import f1F98B from "openmoji/color/svg/1F98B.svg?url&no-inline";
import f1F989 from "openmoji/color/svg/1F989.svg?url&no-inline";
import f1F438 from "openmoji/color/svg/1F438.svg?url&no-inline";
import f1F43B from "openmoji/color/svg/1F43B.svg?url&no-inline";
import f1F98A from "openmoji/color/svg/1F98A.svg?url&no-inline";
import f1F433 from "openmoji/color/svg/1F433.svg?url&no-inline";
import f1F434 from "openmoji/color/svg/1F434.svg?url&no-inline";
import f1F424 from "openmoji/color/svg/1F424.svg?url&no-inline";
import f1F435 from "openmoji/color/svg/1F435.svg?url&no-inline";
import f1F43C from "openmoji/color/svg/1F43C.svg?url&no-inline";
// The five faces of "¿Cómo llegas hoy?" (issue 37, common/mood-checkins/mood-checkins.feelings.ts).
import f1F604 from "openmoji/color/svg/1F604.svg?url&no-inline";
import f1F60C from "openmoji/color/svg/1F60C.svg?url&no-inline";
import f1F634 from "openmoji/color/svg/1F634.svg?url&no-inline";
import f1F622 from "openmoji/color/svg/1F622.svg?url&no-inline";
import f1F620 from "openmoji/color/svg/1F620.svg?url&no-inline";

/** Each drawing's URL by its OpenMoji code (the `code` of common/class-sign-in/pictures.ts). */
export const pictureFiles: Record<string, string> = {
  "1F436": f1F436,
  "1F408-200D-2B1B": f1F408_200D_2B1B,
  "2600": f2600,
  "1F333": f1F333,
  "1F3E0": f1F3E0,
  "2B50": f2B50,
  "26BD": f26BD,
  "1F33C": f1F33C,
  "1F41F": f1F41F,
  "1F981": f1F981,
  "1F422": f1F422,
  "1F430": f1F430,
  "1F418": f1F418,
  "1F992": f1F992,
  "1F427": f1F427,
  "1F98B": f1F98B,
  "1F989": f1F989,
  "1F438": f1F438,
  "1F43B": f1F43B,
  "1F98A": f1F98A,
  "1F433": f1F433,
  "1F434": f1F434,
  "1F424": f1F424,
  "1F435": f1F435,
  "1F43C": f1F43C,
  "1F604": f1F604,
  "1F60C": f1F60C,
  "1F634": f1F634,
  "1F622": f1F622,
  "1F620": f1F620,
};
