// Placeholder texts until the content branch's full catalog is merged.
const texts: Record<number, string> = {
  1: 'Which song reminds you of me?',
  2: 'What was your first impression of me?',
  3: 'Where in the world would you like to go with me?',
  4: 'What little thing I do makes you smile?',
  5: 'What is your perfect Sunday?',
  6: 'Which memory of ours would you like to live again?',
  7: 'Where do you picture us in ten years?',
  8: 'What do you admire most about me?',
  9: 'When did you feel most loved by me?',
  10: 'What promise would you like us to make each other?',
};

export default texts;
