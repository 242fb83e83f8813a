import type { CampoProcesso } from '@jornada/contracts';
import { AppError } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { type AnexoValidado, validarArquivo } from '../anexo.ts';

const erro = (campo: string, mensagem: string) =>
  new AppError('RESPOSTA_INVALIDA', mensagem, 400, campo);

const isDataValida = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Confere um valor de texto conforme o tipo do campo (o rótulo nomeia o campo no erro). */
const conferirValor = (c: CampoProcesso, v: string) => {
  if (c.tipo === 'Numero' && !/^-?\d{1,12}([.,]\d{1,4})?$/.test(v))
    throw erro(c.chave, `${c.rotulo}: informe um número.`);
  if (c.tipo === 'Data' && !isDataValida(v))
    throw erro(c.chave, `${c.rotulo}: informe uma data válida (AAAA-MM-DD).`);
  if (c.tipo === 'Selecao' && !c.opcoes.includes(v))
    throw erro(c.chave, `${c.rotulo}: escolha uma das opções.`);
};

export type RespostasConferidas = {
  respostas: Record<string, string>;
  anexos: (AnexoValidado & { campo: string })[];
};

/**
 * Confere as respostas e os arquivos de um pedido contra os campos do tipo: nenhum campo
 * desconhecido, os obrigatórios presentes, cada valor no formato do seu tipo. Num reenvio, um
 * campo de arquivo já enviado antes (`jaEnviados`) não precisa vir de novo.
 */
export const conferirRespostas = (
  campos: CampoProcesso[],
  respostas: Record<string, string>,
  arquivos: Record<string, ArquivoRecebido>,
  jaEnviados: ReadonlySet<string> = new Set(),
): RespostasConferidas => {
  const porChave = new Map(campos.map((c) => [c.chave, c]));
  for (const k of Object.keys(respostas))
    if (porChave.get(k)?.tipo === undefined || porChave.get(k)?.tipo === 'Arquivo')
      throw erro(k, `O campo ${k} não existe neste processo.`);
  for (const k of Object.keys(arquivos))
    if (porChave.get(k)?.tipo !== 'Arquivo')
      throw erro(k, `O campo ${k} não recebe arquivo neste processo.`);

  const saida: RespostasConferidas = { respostas: {}, anexos: [] };
  for (const c of campos) {
    if (c.tipo === 'Arquivo') {
      const a = arquivos[c.chave];
      if (a) {
        const v = validarArquivo(a, c.chave, c.rotulo);
        saida.anexos.push({ ...v, campo: c.chave });
        saida.respostas[c.chave] = v.nome;
      } else if (c.obrigatorio && !jaEnviados.has(c.chave))
        throw erro(c.chave, `${c.rotulo}: anexe o arquivo.`);
      continue;
    }
    const v = (respostas[c.chave] ?? '').trim();
    if (v === '') {
      if (c.obrigatorio) throw erro(c.chave, `${c.rotulo}: campo obrigatório.`);
      continue;
    }
    conferirValor(c, v);
    saida.respostas[c.chave] = v;
  }
  return saida;
};
