import { type Config, Human } from '@vladmandic/human';

/**
 * Motor facial no navegador (@vladmandic/human): detector blazeface, descritor faceres (1024
 * números) e o modelo de vivacidade. Os modelos vêm do próprio build (`/modelos/human/`, copiados
 * do pacote npm pelo vite-modelos-faciais.ts); nada é baixado de fora. Este arquivo é pesado
 * (TensorFlow.js): só é importado sob demanda, quando a câmera abre.
 */

/** Confiança mínima do detector: abaixo disso não conta como rosto. */
const CONFIANCA_MINIMA = 0.5;

const temWebgl = () => {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
};

const configuracao = (): Partial<Config> => ({
  modelBasePath: `${window.location.origin}/modelos/human/`,
  // WebGL quando o navegador tem (inclusive por software); senão a CPU.
  backend: temWebgl() ? 'webgl' : 'cpu',
  cacheModels: false,
  debug: false,
  async: true,
  warmup: 'none',
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 3, minConfidence: CONFIANCA_MINIMA, return: false },
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: true },
    attention: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
});

export type LeituraFacial =
  | { tipo: 'sem-rosto' }
  | { tipo: 'varios-rostos'; quantidade: number }
  | { tipo: 'rosto'; descritor: number[]; vivacidade: number };

export type MotorFacial = { ler: (video: HTMLVideoElement) => Promise<LeituraFacial> };

const criarMotor = async (): Promise<MotorFacial> => {
  const human = new Human(configuracao());
  await human.load();
  return {
    ler: async (video: HTMLVideoElement): Promise<LeituraFacial> => {
      const r = await human.detect(video);
      const rostos = r.face.filter((f) => f.score >= CONFIANCA_MINIMA);
      if (rostos.length === 0) return { tipo: 'sem-rosto' };
      if (rostos.length > 1) return { tipo: 'varios-rostos', quantidade: rostos.length };
      const [f] = rostos;
      if (!f?.embedding?.length) return { tipo: 'sem-rosto' };
      return { tipo: 'rosto', descritor: Array.from(f.embedding), vivacidade: f.live ?? 0 };
    },
  };
};

let motor: Promise<MotorFacial> | null = null;

/** Carrega os modelos uma vez por página e devolve o leitor de quadros (nova tentativa após falha). */
export const carregarMotorFacial = (): Promise<MotorFacial> => {
  const carregando =
    motor ??
    criarMotor().catch((erro: unknown) => {
      motor = null;
      throw erro;
    });
  motor = carregando;
  return carregando;
};
