import { mergeMessages } from '../merge-messages';

// Every JSON file of this folder, bundled into this language's one lazy chunk: a new feature's
// texts are picked up without an import here.
export default mergeMessages(import.meta.glob('./*.json', { eager: true }));
