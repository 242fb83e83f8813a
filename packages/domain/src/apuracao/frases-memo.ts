// Frases da explicação já montadas, por números inteiros: os mesmos valores (jornada prevista,
// trabalhado, saldo, intervalo) se repetem em muitos dias apurados, e a frase sai idêntica.

const TAMANHO = 8192;

const isInt32 = (n: number): boolean => (n | 0) === n;

/**
 * Memória de frases de acesso direto: cada combinação (a, b, c, d) de inteiros cai numa posição
 * e substitui a anterior. A posição guarda os quatro números, então a frase devolvida é sempre a
 * da mesma combinação; sem alocar nada por consulta.
 */
export class MemoriaFrases {
  // Alocadas na primeira frase guardada (módulos que nunca explicam nada não pagam a memória).
  private numeros = new Int32Array(0);
  private frases: string[] = [];

  private posicao(a: number, b: number, c: number, d: number): number {
    const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d) ^ d;
    return (h ^ (h >>> 15)) & (TAMANHO - 1);
  }

  /** A frase guardada para (a, b, c, d), ou undefined. */
  obter(a: number, b: number, c: number, d: number): string | undefined {
    if (!(isInt32(a) && isInt32(b) && isInt32(c) && isInt32(d))) return undefined;
    if (this.frases.length === 0) return undefined;
    const i = this.posicao(a, b, c, d);
    const frase = this.frases[i]!;
    const k = 4 * i;
    const n = this.numeros;
    if (frase === '' || n[k] !== a || n[k + 1] !== b || n[k + 2] !== c || n[k + 3] !== d) {
      return undefined;
    }
    return frase;
  }

  /** Guarda a frase de (a, b, c, d) (se forem inteiros de 32 bits) e a devolve. */
  guardar(a: number, b: number, c: number, d: number, frase: string): string {
    if (!(isInt32(a) && isInt32(b) && isInt32(c) && isInt32(d))) return frase;
    if (this.frases.length === 0) {
      this.numeros = new Int32Array(TAMANHO * 4);
      this.frases = new Array<string>(TAMANHO).fill('');
    }
    const i = this.posicao(a, b, c, d);
    const k = 4 * i;
    this.numeros[k] = a;
    this.numeros[k + 1] = b;
    this.numeros[k + 2] = c;
    this.numeros[k + 3] = d;
    this.frases[i] = frase;
    return frase;
  }
}
