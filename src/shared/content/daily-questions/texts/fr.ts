// Placeholder texts until the content branch's full catalog is merged.
const texts: Record<number, string> = {
  1: 'Quelle chanson te fait penser à moi ?',
  2: 'Quelle a été ta première impression de moi ?',
  3: 'Où aimerais-tu aller avec moi dans le monde ?',
  4: 'Quel petit geste de moi te fait sourire ?',
  5: 'Quel est ton dimanche idéal ?',
  6: 'Quel souvenir à nous aimerais-tu revivre ?',
  7: 'Où nous imagines-tu dans dix ans ?',
  8: 'Qu’est-ce que tu admires le plus chez moi ?',
  9: 'Quel moment ensemble t’a fait te sentir le plus aimé ?',
  10: 'Quelle promesse aimerais-tu qu’on se fasse ?',
};

export default texts;
