import type {
  CadastroImportacaoRascunho,
  MapeamentoCadastro,
  TipoCadastro,
} from '@jornada/contracts';
import { PreviaImportacao } from '../../components/ui/previa-importacao.tsx';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { previaCadastro } from './importacao-cadastros.api.ts';

type Props = {
  tipo: TipoCadastro;
  plural: string;
  rascunho: CadastroImportacaoRascunho;
  mapeamento: MapeamentoCadastro;
  isImportando: boolean;
  onVoltar: () => void;
  onConfirmar: () => void;
};

/** A prévia validada no servidor (nada gravado), 25 linhas por página, com os erros por coluna. */
export const PreviaCadastro = ({
  tipo,
  plural,
  rascunho,
  mapeamento,
  isImportando,
  onVoltar,
  onConfirmar,
}: Props) => (
  <PreviaImportacao
    queryKey={['estrutura', 'importacao', tipo, rascunho.id, mapeamento]}
    carregar={(f) => previaCadastro(tipo, rascunho.id, { mapeamento, ...f })}
    colunas={rascunho.campos.filter((c) => (mapeamento[c.campo] ?? null) !== null)}
    rotuloTabela="Prévia da importação de cadastros"
    tituloErroMapeamento="Colunas incompletas"
    rotuloVoltar="Voltar às colunas"
    avisoInvalidas="As linhas com erro não serão importadas."
    rotuloImportar={(n) => `Importar ${n} ${n === 1 ? 'registro' : plural}`}
    mensagemDeErro={(e) => (e instanceof ErroApi ? e.mensagem : 'Tente novamente.')}
    isImportando={isImportando}
    onVoltar={onVoltar}
    onConfirmar={() => onConfirmar()}
  />
);
