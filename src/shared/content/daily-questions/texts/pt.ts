// Placeholder texts until the content branch's full catalog is merged.
const texts: Record<number, string> = {
  1: 'Que canção te faz lembrar de mim?',
  2: 'Qual foi a tua primeira impressão de mim?',
  3: 'Para onde no mundo gostavas de ir comigo?',
  4: 'Que pequeno gesto meu te faz sorrir?',
  5: 'Como é o teu domingo perfeito?',
  6: 'Que memória nossa gostavas de voltar a viver?',
  7: 'Onde nos imaginas daqui a dez anos?',
  8: 'O que mais admiras em mim?',
  9: 'Quando te sentiste mais amado por mim?',
  10: 'Que promessa gostavas que fizéssemos um ao outro?',
};

export default texts;
