import { mergeMessages } from '../merge-messages';

// Every other JSON of this folder, one chunk loaded once a signed-in screen is on its way
// (lib/i18n.ts): a new feature's texts are picked up without an import here.
export default mergeMessages(
  import.meta.glob(['./*.json', '!./common.json', '!./auth.json', '!./validation.json'], {
    eager: true,
  }),
);
