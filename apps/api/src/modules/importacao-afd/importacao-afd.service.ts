import type { ImportacaoAfd } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import {
  lerAfdImportado,
  lerDataHora,
  type MarcacaoLida,
  type Ocorrencia,
  sha256,
} from './importacao-afd.leitura.ts';
import { importacaoAfdRepository } from './importacao-afd.repository.ts';

/** Separa importadas, duplicadas (REP e NSR já importados) e de CPF desconhecido. */
const classificar = (
  marcacoes: MarcacaoLida[],
  porCpf: Map<string, number>,
  jaImportados: Set<number>,
  repExternoId: number,
) => {
  const novas = [];
  const ocorrencias: Ocorrencia[] = [];
  let duplicadas = 0;
  for (const m of marcacoes) {
    const base = { linha: m.linha, nsr: m.r.nsr, cpf: m.r.cpf };
    const usuarioId = porCpf.get(m.r.cpf);
    if (jaImportados.has(m.r.nsr)) {
      duplicadas += 1;
      ocorrencias.push({ ...base, motivo: 'duplicada: NSR já importado deste REP' });
    } else if (usuarioId === undefined) {
      ocorrencias.push({ ...base, motivo: 'rejeitada: CPF não cadastrado nesta empresa' });
    } else {
      jaImportados.add(m.r.nsr);
      const dh = lerDataHora(m.r.marcadoEm);
      novas.push({
        repExternoId,
        nsrOrigem: m.r.nsr,
        usuarioId,
        cpf: m.r.cpf,
        dataHora: dh.instante,
        data: dh.data,
        minuto: dh.minuto,
        fuso: dh.fuso,
        registro: m.texto,
      });
    }
  }
  return { novas, ocorrencias, duplicadas };
};

/**
 * Importa o AFD de um REP-C ou REP-A (marcações tipo 3) para o ponto tratado (PTRP): cada
 * marcação casada pelo CPF; a já importada (mesmo REP e NSR) é duplicada; a ilegível ou de CPF
 * desconhecido é rejeitada com o motivo. Tudo numa transação, com relatório e auditoria.
 */
export const createImportacaoAfdService = ({ db, clock }: { db: Db; clock: () => Date }) => {
  const importar = async (
    auth: AuthContext,
    arquivo: { nome: string; bytes: Buffer },
    filialId?: number,
  ): Promise<ImportacaoAfd> => {
    const { cabecalho, tipo, marcacoes, rejeitadas, avisos } = lerAfdImportado(arquivo.bytes);

    return db.transaction(async (tx) => {
      const repo = importacaoAfdRepository({ db: tx, empresaId: auth.empresaId });
      const filiais = await repo.listFiliais();
      const destino = filialId
        ? filiais.find((f) => f.id === filialId)
        : filiais.find((f) => f.cnpj === cabecalho.idEmpregador);
      if (!destino || destino.cnpj !== cabecalho.idEmpregador)
        throw new AppError(
          'AFD_OUTRO_EMPREGADOR',
          `O AFD é do empregador ${cabecalho.idEmpregador}, que não é ${filialId ? 'o da filial escolhida' : 'uma filial desta empresa'}.`,
          400,
          'arquivos',
        );
      const rep = await repo.findOuCriaRep({
        filialId: destino.id,
        tipo,
        numero: cabecalho.numeroRep,
        idEmpregador: cabecalho.idEmpregador,
      });
      const porCpf = await repo.usuariosPorCpf([...new Set(marcacoes.map((m) => m.r.cpf))]);
      const jaImportados = await repo.nsrsImportados(
        rep.id,
        marcacoes.map((m) => m.r.nsr),
      );
      const {
        novas,
        ocorrencias: outras,
        duplicadas,
      } = classificar(marcacoes, porCpf, jaImportados, rep.id);
      const ocorrencias = [...rejeitadas, ...outras];
      const totalRejeitadas = ocorrencias.length - duplicadas;
      const agora = clock();
      const importacao = await repo.insertImportacao({
        repExternoId: rep.id,
        nomeArquivo: arquivo.nome,
        sha256: sha256(arquivo.bytes),
        autorId: auth.usuarioId,
        em: agora,
        importadas: novas.length,
        duplicadas,
        rejeitadas: totalRejeitadas,
        relatorio: { ocorrencias, avisos },
      });
      await repo.insertMarcacoes(novas.map((n) => ({ ...n, importacaoId: importacao.id })));
      await repo.auditar({
        usuarioId: auth.usuarioId,
        entidade: 'importacao_afd',
        entidadeId: String(importacao.id),
        acao: 'importar',
        depois: {
          arquivo: arquivo.nome,
          rep: `${tipo} ${cabecalho.numeroRep}`,
          importadas: novas.length,
          duplicadas,
          rejeitadas: totalRejeitadas,
        },
        em: agora,
      });
      return {
        importacaoId: importacao.id,
        nomeArquivo: arquivo.nome,
        rep: { tipo, numero: cabecalho.numeroRep },
        importadas: novas.length,
        duplicadas,
        rejeitadas: totalRejeitadas,
        ocorrencias: ocorrencias.sort((a, b) => a.linha - b.linha),
        avisos,
      };
    });
  };
  return { importar };
};
