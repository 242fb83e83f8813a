import type {
  ImportacaoSaldoAnterior,
  ImportacaoSaldoAnteriorEntrada,
  LinhaImportacaoSaldo,
} from '@jornada/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { auditar, type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { lerArquivoSaldo, lerSaldo } from './importacao-arquivo.ts';
import { loadContexto, type Vigencia } from './razao.ts';

const soDigitos = (s: string) => s.replace(/\D/g, '');

type Valida = LinhaImportacaoSaldo & { vigencia: Vigencia | null };

/**
 * Saldo anterior por arquivo (CSV/XLSX): a prévia aponta o erro de cada linha (matrícula/CPF
 * desconhecido, saldo fora de HH:MM, linha repetida, sem banco hoje, primeiro ciclo fechado); a
 * confirmação grava as linhas aceitas numa transação, cada uma auditada, e devolve as recusadas.
 */
export const createImportacao = (deps: Deps) => {
  const validar = async (
    db: Db | Tx,
    auth: AuthContext,
    e: ImportacaoSaldoAnteriorEntrada,
  ): Promise<Valida[]> => {
    const linhas = await lerArquivoSaldo(e.nomeArquivo, e.conteudo);
    const repo = bancoHorasRepository({ db, empresaId: auth.empresaId });
    const hoje = await hojeDa(deps, auth.empresaId, db);
    const pessoas = await repo.listIdentificacao();
    const porMatricula = new Map(
      pessoas.filter((p) => p.matricula).map((p) => [p.matricula!.trim(), p]),
    );
    const porCpf = new Map(pessoas.map((p) => [soDigitos(p.cpf), p]));
    const vistos = new Map<number, number>();
    const primeiroCicloFechado = new Map<number, boolean>();
    const padrao = `Saldo anterior importado de ${e.nomeArquivo}`;
    const resultado: Valida[] = [];
    for (const l of linhas) {
      const pessoa = l.matricula ? porMatricula.get(l.matricula) : porCpf.get(soDigitos(l.cpf));
      const minutos = lerSaldo(l.saldo);
      const motivo = l.motivo.length >= 3 ? l.motivo.slice(0, 500) : padrao;
      const base = {
        linha: l.linha,
        identificador: l.matricula || l.cpf,
        usuarioId: pessoa?.id ?? null,
        nome: pessoa?.nome ?? null,
        saldo: l.saldo,
        minutos,
        motivo,
      };
      const erro = async (): Promise<[string | null, Vigencia | null]> => {
        if (!l.matricula && !l.cpf) return ['Informe a matrícula ou o CPF.', null];
        if (!pessoa)
          return [l.matricula ? 'Matrícula não encontrada.' : 'CPF não encontrado.', null];
        if (minutos === null)
          return ['Saldo em formato inválido: use HH:MM (ex.: 12:30 ou -04:00).', null];
        const anterior = vistos.get(pessoa.id);
        if (anterior !== undefined)
          return [`Linha repetida: o colaborador já está na linha ${anterior}.`, null];
        vistos.set(pessoa.id, l.linha);
        const v = await repo.findVigencia(pessoa.id, hoje);
        if (!v || (v.vigenciaFim !== null && v.vigenciaFim < hoje))
          return ['O colaborador não está em nenhum banco de horas hoje.', null];
        if (!primeiroCicloFechado.has(v.bancoHoraId)) {
          const ctx = await loadContexto(repo, v.bancoHoraId).catch(() => null);
          const ciclos = await repo.listCiclos(v.bancoHoraId);
          const inicio = ctx?.ciclo.inicioCiclo;
          primeiroCicloFechado.set(
            v.bancoHoraId,
            ciclos.some((c) => c.inicio === inicio && c.status === 'fechado'),
          );
        }
        if (primeiroCicloFechado.get(v.bancoHoraId))
          return ['O primeiro ciclo do banco já foi fechado: reabra-o antes.', null];
        return [null, v];
      };
      const [mensagem, vigencia] = await erro();
      resultado.push({ ...base, erro: mensagem, vigencia });
    }
    return resultado;
  };

  const resumo = (linhas: Valida[], confirmada: boolean): ImportacaoSaldoAnterior => ({
    confirmada,
    aceitas: linhas.filter((l) => l.erro === null).length,
    recusadas: linhas.filter((l) => l.erro !== null).length,
    linhas: linhas.map(({ vigencia: _v, ...l }) => l),
  });

  return {
    previa: async (auth: AuthContext, e: ImportacaoSaldoAnteriorEntrada) =>
      resumo(await validar(deps.db, auth, e), false),

    confirmar: (auth: AuthContext, e: ImportacaoSaldoAnteriorEntrada) =>
      deps.db.transaction(async (tx) => {
        const linhas = await validar(tx, auth, e);
        const aceitas = linhas.filter((l) => l.erro === null);
        if (aceitas.length === 0)
          throw new AppError(
            'ARQUIVO_SEM_LINHAS',
            'Nenhuma linha do arquivo pode ser importada.',
            400,
            'conteudo',
          );
        const repo = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
        const agora = deps.clock();
        for (const l of aceitas) {
          const v = l.vigencia!;
          await repo.updateColaborador(v.id, { saldoAnteriorMinutos: l.minutos! });
          await auditar(tx, auth, agora, {
            entidade: 'banco_horas_colaborador',
            entidadeId: v.id,
            acao: 'saldo-anterior',
            antes: { saldoAnteriorMinutos: v.saldoAnteriorMinutos },
            depois: {
              saldoAnteriorMinutos: l.minutos,
              motivo: l.motivo,
              arquivo: e.nomeArquivo,
              linha: l.linha,
            },
          });
        }
        return resumo(linhas, true);
      }),
  };
};
