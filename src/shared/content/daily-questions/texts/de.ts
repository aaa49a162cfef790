// Placeholder texts until the content branch's full catalog is merged.
const texts: Record<number, string> = {
  1: 'Welches Lied erinnert dich an mich?',
  2: 'Was war dein erster Eindruck von mir?',
  3: 'Wohin auf der Welt würdest du gern mit mir reisen?',
  4: 'Welche kleine Geste von mir bringt dich zum Lächeln?',
  5: 'Wie sieht dein perfekter Sonntag aus?',
  6: 'Welche gemeinsame Erinnerung würdest du gern noch einmal erleben?',
  7: 'Wo siehst du uns in zehn Jahren?',
  8: 'Was bewunderst du am meisten an mir?',
  9: 'Wann hast du dich von mir am meisten geliebt gefühlt?',
  10: 'Welches Versprechen sollten wir uns geben?',
};

export default texts;
