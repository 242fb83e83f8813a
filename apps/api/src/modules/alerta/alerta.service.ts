import type {
  AlertaConfiguracao,
  AlertaConfiguracaoEntrada,
  AlertaDetalhe,
  AlertaItem,
  AlertaPreferencias,
  alertasFiltroSchema,
  TipoAlertaContrato,
} from '@jornada/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type AuthContext, hasAlgumaRota } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { hhmm, minutosDe } from '../escala-nucleo/index.ts';
import { ROTA_ALERTAS_EMPRESA } from './alerta.catalogo.ts';
import { loadConfiguracoes } from './alerta.registrar.ts';
import { alertaRepository } from './alerta.repository.ts';

type Filtro = z.output<typeof alertasFiltroSchema>;
type Deps = { db: Db; clock: () => Date };

/** Padrão das preferências: sem silêncio, entrega imediata, resumo às 18:00 se escolhido. */
const PREFERENCIAS_PADRAO: AlertaPreferencias = {
  silencioInicio: null,
  silencioFim: null,
  resumo: 'imediato',
  horarioResumo: '18:00',
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

type Linha = Omit<AlertaItem, 'criadoEm' | 'vistoEm' | 'tipo'> & {
  tipo: string;
  criadoEm: Date;
  vistoEm: Date | string | null;
};
const paraItem = (r: Linha): AlertaItem => ({
  ...r,
  tipo: r.tipo as TipoAlertaContrato,
  criadoEm: iso(r.criadoEm),
  vistoEm: r.vistoEm === null ? null : iso(r.vistoEm),
});

/** Configuração (RH), preferências (cada pessoa) e consulta do histórico de alertas. */
export const createAlertaService = ({ db, clock }: Deps) => {
  const podeVer = async (auth: AuthContext, id: number) => {
    const repo = alertaRepository({ db, empresaId: auth.empresaId });
    const item = await repo.findItem(id, auth.usuarioId);
    if (!item) throw naoEncontrado('Alerta');
    if (
      !hasAlgumaRota(auth, [ROTA_ALERTAS_EMPRESA]) &&
      !(await repo.isDestinatario(id, auth.usuarioId))
    )
      throw naoEncontrado('Alerta');
    return { repo, item };
  };

  return {
    listConfiguracoes: async (auth: AuthContext): Promise<AlertaConfiguracao[]> => [
      ...(await loadConfiguracoes(db, auth.empresaId)).values(),
    ],

    salvarConfiguracao: async (
      auth: AuthContext,
      tipo: TipoAlertaContrato,
      e: AlertaConfiguracaoEntrada,
    ): Promise<AlertaConfiguracao> => {
      const atual = (await loadConfiguracoes(db, auth.empresaId)).get(tipo)!;
      if (e.ativo && e.destinatarios.length === 0)
        throw new AppError(
          'SEM_DESTINATARIOS',
          'Escolha ao menos um destinatário.',
          400,
          'destinatarios',
        );
      if (e.ativo && e.canais.length === 0)
        throw new AppError('SEM_CANAIS', 'Escolha ao menos um canal.', 400, 'canais');
      if (atual.unidadeLimiar && e.limiar === null)
        throw new AppError('LIMIAR', 'Informe o limiar deste alerta.', 400, 'limiar');
      const agora = clock();
      await db.transaction(async (tx) => {
        await alertaRepository({ db: tx, empresaId: auth.empresaId }).upsertConfiguracao({
          tipo,
          ativo: e.ativo,
          limiar: atual.unidadeLimiar ? e.limiar : null,
          destinatarios: e.destinatarios,
          canais: e.canais,
          atualizadoEm: agora,
          atualizadoPor: auth.usuarioId,
        });
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'alerta_configuracao',
          entidadeId: tipo,
          acao: 'alterar',
          antes: atual,
          depois: e,
          em: agora,
        });
      });
      return (await loadConfiguracoes(db, auth.empresaId)).get(tipo)!;
    },

    findPreferencias: async (auth: AuthContext): Promise<AlertaPreferencias> => {
      const [p] = await alertaRepository({ db, empresaId: auth.empresaId }).listPreferencias([
        auth.usuarioId,
      ]);
      if (!p) return PREFERENCIAS_PADRAO;
      return {
        silencioInicio: p.silencioInicio === null ? null : hhmm(p.silencioInicio),
        silencioFim: p.silencioFim === null ? null : hhmm(p.silencioFim),
        resumo: p.resumo === 'diario' ? 'diario' : 'imediato',
        horarioResumo: hhmm(p.horarioResumo),
      };
    },

    salvarPreferencias: async (auth: AuthContext, p: AlertaPreferencias) => {
      if (p.silencioInicio !== null && p.silencioInicio === p.silencioFim)
        throw new AppError(
          'SILENCIO',
          'O fim do silêncio deve ser diferente do início.',
          400,
          'silencioFim',
        );
      await alertaRepository({ db, empresaId: auth.empresaId }).upsertPreferencia({
        usuarioId: auth.usuarioId,
        silencioInicio: p.silencioInicio === null ? null : minutosDe(p.silencioInicio),
        silencioFim: p.silencioFim === null ? null : minutosDe(p.silencioFim),
        resumo: p.resumo,
        horarioResumo: minutosDe(p.horarioResumo),
      });
      return p;
    },

    list: async (auth: AuthContext, f: Filtro) => {
      if (f.escopo === 'empresa' && !hasAlgumaRota(auth, [ROTA_ALERTAS_EMPRESA]))
        throw semPermissao();
      if (f.inicio && f.fim && f.inicio > f.fim)
        throw new AppError('PERIODO', 'O início deve ser antes do fim.', 400, 'inicio');
      const r = await alertaRepository({ db, empresaId: auth.empresaId }).list({
        destinatarioId: f.escopo === 'recebidos' ? auth.usuarioId : undefined,
        leitorId: auth.usuarioId,
        tipo: f.tipo,
        pessoaId: f.pessoaId,
        inicio: f.inicio,
        fim: f.fim,
        naoVistos: f.naoVistos,
        limite: f.pageSize,
        deslocamento: (f.pageNumber - 1) * f.pageSize,
      });
      return { itens: r.itens.map(paraItem), total: r.total, naoVistos: r.naoVistos };
    },

    detalhe: async (auth: AuthContext, id: number): Promise<AlertaDetalhe> => {
      const { repo, item } = await podeVer(auth, id);
      const [leituras, entregas] = await Promise.all([
        repo.listLeituras(id),
        repo.listEntregas(id),
      ]);
      return {
        ...paraItem(item),
        leituras: leituras.map((l) => ({ usuarioNome: l.usuarioNome, vistoEm: iso(l.vistoEm) })),
        entregas: entregas.map((e) => ({
          usuarioNome: e.usuarioNome,
          canais: e.canais as AlertaDetalhe['entregas'][number]['canais'],
          statusPush: e.statusPush,
          statusEmail: e.statusEmail,
          liberarEm: iso(e.liberarEm),
        })),
      };
    },

    marcarVisto: async (auth: AuthContext, id: number) => {
      const { repo } = await podeVer(auth, id);
      const vistoEm = await repo.insertLeitura(id, auth.usuarioId, clock());
      return { id, vistoEm: iso(vistoEm) };
    },
  };
};
export type AlertaService = ReturnType<typeof createAlertaService>;
