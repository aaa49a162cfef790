// Placeholder texts until the content branch's full catalog is merged.
const texts: Record<number, string> = {
  1: 'Quale canzone ti fa pensare a me?',
  2: 'Qual è stata la tua prima impressione di me?',
  3: 'In quale posto del mondo vorresti andare con me?',
  4: 'Quale mio piccolo gesto ti fa sorridere?',
  5: 'Com’è la tua domenica perfetta?',
  6: 'Quale nostro ricordo vorresti rivivere?',
  7: 'Dove ci immagini tra dieci anni?',
  8: 'Cosa ammiri di più di me?',
  9: 'Quando ti sei sentito più amato da me?',
  10: 'Quale promessa vorresti che ci facessimo?',
};

export default texts;
