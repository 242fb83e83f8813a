// Porta de entrada da feature de regras para outras telas (ex.: convenções coletivas).
export {
  type Campo,
  type DescricaoTipo,
  resumoParametros,
  rotuloDoCampo,
  TIPOS,
} from './campos-regra.ts';
export { EditorFaixas, type FaixaEditavel, numero } from './editor-faixas.tsx';
