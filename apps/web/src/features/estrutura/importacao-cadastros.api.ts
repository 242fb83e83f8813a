import {
  type CadastroImportacaoPreviaBody,
  cadastroImportacaoPreviaRespostaSchema,
  cadastroImportacaoRascunhoRespostaSchema,
  cadastroImportacaoResultadoRespostaSchema,
  type MapeamentoCadastro,
  type TipoCadastro,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/** Importação dos cadastros da estrutura por planilha: /{cadastro}/importacao no serviço cadastros. */

const dados = <T>(r: { data: T | null; message: string | null }): T => {
  if (r.data === null) throw new ErroApi(400, { message: r.message });
  return r.data;
};

export const enviarPlanilhaCadastro = async (p: { tipo: TipoCadastro; arquivo: File }) => {
  const corpo = new FormData();
  corpo.append('arquivo', p.arquivo, p.arquivo.name);
  return dados(
    cadastroImportacaoRascunhoRespostaSchema.parse(
      await apiFetch('cadastros', `/${p.tipo}/importacao`, { method: 'POST', body: corpo }),
    ),
  );
};

export const previaCadastro = async (
  tipo: TipoCadastro,
  id: number,
  corpo: CadastroImportacaoPreviaBody,
) =>
  dados(
    cadastroImportacaoPreviaRespostaSchema.parse(
      await apiFetch('cadastros', `/${tipo}/importacao/${id}/previa`, {
        method: 'POST',
        body: corpo,
      }),
    ),
  );

export const confirmarCadastro = async (p: {
  tipo: TipoCadastro;
  id: number;
  mapeamento: MapeamentoCadastro;
}) =>
  dados(
    cadastroImportacaoResultadoRespostaSchema.parse(
      await apiFetch('cadastros', `/${p.tipo}/importacao/${p.id}/confirmacao`, {
        method: 'POST',
        body: { mapeamento: p.mapeamento },
      }),
    ),
  );

export const baixarRecusadosCadastro = async (tipo: TipoCadastro, id: number) => {
  const a = await apiFetch('cadastros', `/${tipo}/importacao/${id}/rejeitados`, {
    resposta: 'arquivo',
  });
  salvarArquivo(a.blob, a.nome ?? `${tipo}-recusados.csv`);
};
