// Placeholder texts until the content branch's full catalog is merged.
const texts: Record<number, string> = {
  1: '¿Qué canción te recuerda a mí?',
  2: '¿Cuál fue tu primera impresión de mí?',
  3: '¿A qué lugar del mundo te gustaría ir conmigo?',
  4: '¿Qué pequeño gesto mío te hace sonreír?',
  5: '¿Cuál es tu plan perfecto para un domingo?',
  6: '¿Qué recuerdo nuestro te gustaría volver a vivir?',
  7: '¿Dónde te imaginas que estaremos dentro de diez años?',
  8: '¿Qué es lo que más admiras de mí?',
  9: '¿Qué momento juntos te hizo sentir más querido?',
  10: '¿Qué promesa te gustaría que nos hiciéramos?',
};

export default texts;
