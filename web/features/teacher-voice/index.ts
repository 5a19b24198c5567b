export { TeacherVoiceRecorder } from "./teacher-voice-recorder";
