import type { RelatorioSapBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { cadastroRepository } from '../cadastro.repository.ts';
import { paraConvocado } from '../convocacao.avaliacao.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';
import { campoInvalido, type Deps } from '../intermitente.comum.ts';
import { contextoPara } from './convocacao-consultar.ts';
import { calcularRecibos } from './recibo.ts';

const CABECALHO = [
  'Matricula',
  'CPF',
  'Nome',
  'Convocacao',
  'Contratante',
  'DataInicio',
  'DataFim',
  'Minutos',
  'ValorHora',
  'Parcela',
  'Verba',
  'Base',
  'Valor',
];

/** Centavos → "1234,56" (decimal brasileiro). */
const reais = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');

/** Campo CSV com ';': aspas quando há separador, aspas ou quebra de linha. */
const campo = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[;"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/**
 * POST /Relatorios/relatorio-sap-v2: uma linha por parcela do recibo (art. 452-A §6º) de cada
 * convocado que aceitou (e não descumpriu), nos dias da convocação dentro de [busqueDe,
 * busqueAte], com a verba da regra. As horas são as que o espelho apurou nesses dias, as mesmas
 * do recibo (`calcularRecibos`; decisoes/intermitente.md).
 */
export const createRelatorioSap =
  ({ db, clock, apurarDias }: Deps) =>
  async (auth: AuthContext, b: RelatorioSapBody) => {
    if (b.busqueAte < b.busqueDe) throw campoInvalido('busqueAte', 'o fim é anterior ao início');
    const repo = convocacaoRepository({ db, empresaId: auth.empresaId });
    const cadastros = cadastroRepository({ db, empresaId: auth.empresaId });
    const lista = (
      await repo.listar({
        dataInicio: b.busqueDe,
        dataFim: b.busqueAte,
        contratanteId: b.contratanteId,
        grupoId: b.grupoId,
      })
    ).filter((c) => c.interrompidaEm === null);
    const ctx = await contextoPara(db, auth.empresaId, clock, lista);
    const convocados = lista.length ? await repo.convocadosDe(lista.map((c) => c.id)) : [];
    const regras = new Map((await cadastros.listRegras()).map((r) => [r.regra.id, r.regra]));
    const aceitos = convocados.filter(
      (x) =>
        x.resposta === 'aceita' &&
        paraConvocado(lista.find((c) => c.id === x.convocacaoId)!, x, ctx).situacao === 'aceita',
    );
    const pessoas = new Map(
      (await cadastros.listUsuarios({ ids: [...new Set(aceitos.map((x) => x.usuarioId))] })).map(
        (u) => [u.id, u],
      ),
    );
    // Só os dias da convocação dentro do período pedido.
    const recortadas = lista.map((c) => ({
      ...c,
      dataInicio: c.dataInicio > b.busqueDe ? c.dataInicio : b.busqueDe,
      dataFim: c.dataFim < b.busqueAte ? c.dataFim : b.busqueAte,
    }));
    const recibos = await calcularRecibos(
      { db, empresaId: auth.empresaId, apurarDias, hoje: ctx.agora.slice(0, 10) },
      recortadas,
      aceitos,
    );
    const linhas: string[] = [];
    for (const r of recibos) {
      const c = recortadas.find((x) => x.id === r.convocacaoId)!;
      const verbas = regras.get(c.regraId)?.verbas ?? {};
      for (const x of r.recibos) {
        const p = pessoas.get(x.usuarioId);
        for (const l of x.linhas)
          linhas.push(
            [
              p?.matricula ?? null,
              p?.cpf ?? null,
              x.nome,
              c.id,
              c.contratante,
              c.dataInicio,
              c.dataFim,
              x.minutosTrabalhados,
              reais(c.valorHora),
              l.parcela,
              verbas[l.parcela] ?? null,
              reais(l.base),
              reais(l.valor),
            ]
              .map(campo)
              .join(';'),
          );
      }
    }
    if (linhas.length === 0)
      throw new AppError('SEM_DADOS', 'Não contém dados para esse relatório', 404);
    return {
      nome: `export_Intermitentes_${b.busqueDe}.csv`,
      csv: `${[CABECALHO.join(';'), ...linhas].join('\r\n')}\r\n`,
    };
  };
