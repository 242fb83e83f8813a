import type { ColaboradorImportacaoRascunho, MapeamentoImportacaoWire } from '@jornada/contracts';
import { PreviaImportacao } from '../../components/ui/previa-importacao.tsx';
import { previaImportacao } from './importacao.api.ts';
import { mensagemDeErro } from './use-gravacao.ts';

type Props = {
  rascunho: ColaboradorImportacaoRascunho;
  mapeamento: MapeamentoImportacaoWire;
  isImportando: boolean;
  onVoltar: () => void;
  onConfirmar: (validas: number) => void;
};

/**
 * Passo 3: cada linha validada no servidor (nada é gravado), com os erros por coluna; página de 25
 * linhas. Só as linhas válidas entram na confirmação; as outras vão para o CSV de recusadas.
 */
export const ColaboradorImportacaoPrevia = ({ rascunho, mapeamento, ...acoes }: Props) => (
  <PreviaImportacao
    queryKey={['colaboradores', 'importacao', rascunho.id, mapeamento]}
    carregar={(f) => previaImportacao(rascunho.id, { mapeamento, ...f })}
    colunas={rascunho.campos.filter((c) => mapeamento[c.campo] !== null)}
    rotuloTabela="Prévia da importação"
    tituloErroMapeamento="Mapeamento incompleto"
    rotuloVoltar="Voltar ao mapeamento"
    avisoInvalidas="As linhas com erro não serão importadas; depois da importação você baixa essas linhas em CSV para corrigir."
    rotuloImportar={(n) => (n === 1 ? 'Importar 1 colaborador' : `Importar ${n} colaboradores`)}
    mensagemDeErro={mensagemDeErro}
    larguraMinima={900}
    {...acoes}
  />
);
