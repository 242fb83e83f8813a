import type { AlertaConfiguracao, TipoAlertaContrato } from '@jornada/contracts';
import { type Constatacao, minutosAteEntrega } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { calendarioRepository } from '../escala-nucleo/index.ts';
import { CATALOGO_ALERTAS, ROTA_ALERTAS_EMPRESA } from './alerta.catalogo.ts';
import { alertaRepository } from './alerta.repository.ts';
import { alertaRegistroRepository } from './alerta-registro.repository.ts';

/** Configuração efetiva de cada tipo na empresa (linha gravada ou o padrão do catálogo). */
export const loadConfiguracoes = async (
  db: Db,
  empresaId: number,
): Promise<Map<TipoAlertaContrato, AlertaConfiguracao>> => {
  const gravadas = new Map(
    (await alertaRepository({ db, empresaId }).listConfiguracoes()).map((c) => [c.tipo, c]),
  );
  const r = new Map<TipoAlertaContrato, AlertaConfiguracao>();
  for (const [tipo, padrao] of Object.entries(CATALOGO_ALERTAS) as [
    TipoAlertaContrato,
    (typeof CATALOGO_ALERTAS)[TipoAlertaContrato],
  ][]) {
    const g = gravadas.get(tipo);
    r.set(tipo, {
      tipo,
      ...padrao,
      ...(g
        ? {
            ativo: g.ativo,
            limiar: padrao.unidadeLimiar ? (g.limiar ?? padrao.limiar) : null,
            destinatarios: g.destinatarios as AlertaConfiguracao['destinatarios'],
            canais: g.canais as AlertaConfiguracao['canais'],
          }
        : {}),
    });
  }
  return r;
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export type Registro = {
  empresaId: number;
  usuarioId: number;
  data: string;
  referencia: string;
  constatacao: Constatacao;
  config: AlertaConfiguracao;
};

/**
 * Grava o alerta e os destinatários numa transação; devolve o id, ou `undefined` se o mesmo
 * alerta (tipo, pessoa, dia, referência) já existia. A entrega é liberada já, no fim do silêncio
 * ou no horário do resumo de cada destinatário.
 */
export const registrarAlerta = async (
  db: Db,
  clock: () => Date,
  r: Registro,
): Promise<number | undefined> => {
  if (!r.config.ativo) return undefined;
  const escopo = { db, empresaId: r.empresaId };
  const repo = alertaRepository(escopo);
  const pessoa = await repo.findPessoa(r.usuarioId);
  if (!pessoa) return undefined;
  const ids = new Set<number>();
  if (r.config.destinatarios.includes('colaborador') && pessoa.ativo) ids.add(pessoa.id);
  if (r.config.destinatarios.includes('gestor') && pessoa.gestorId) ids.add(pessoa.gestorId);
  if (r.config.destinatarios.includes('rh'))
    for (const id of await repo.listComRota(ROTA_ALERTAS_EMPRESA)) ids.add(id);
  const ativos = (await repo.listContatos([...ids])).map((c) => c.id);
  const preferencias = new Map((await repo.listPreferencias(ativos)).map((p) => [p.usuarioId, p]));
  const agora = clock();
  const local = instanteLocal(agora, await calendarioRepository(escopo).fusoDaEmpresa());
  const c = r.constatacao;
  const canais = r.config.canais;
  return db.transaction(async (tx) => {
    const t = alertaRegistroRepository({ db: tx, empresaId: r.empresaId });
    const id = await t.insertAlerta({
      tipo: c.tipo,
      usuarioId: r.usuarioId,
      data: r.data,
      referencia: r.referencia,
      titulo: `${r.config.nome}: ${pessoa.nome}`,
      descricao: `${pessoa.nome} — ${c.descricao} em ${dataBr(r.data)}. Regra: ${c.regra} (${c.lei}).`,
      regra: c.regra,
      lei: c.lei,
      medido: Math.round(c.medido),
      criadoEm: agora,
    });
    if (id === undefined) return undefined;
    await t.insertDestinatarios(
      ativos.map((usuarioId) => {
        const p = preferencias.get(usuarioId);
        const silencio =
          p?.silencioInicio != null && p.silencioFim != null
            ? { inicio: p.silencioInicio, fim: p.silencioFim }
            : null;
        const resumo = p?.resumo === 'diario' ? { horario: p.horarioResumo } : null;
        const espera = minutosAteEntrega(local.minutoDoDia, silencio, resumo);
        return {
          alertaId: id,
          usuarioId,
          canais,
          statusPush: canais.includes('push') ? 'pendente' : 'nao_pedido',
          statusEmail: canais.includes('email') ? 'pendente' : 'nao_pedido',
          liberarEm: new Date(agora.getTime() + espera * 60_000),
        };
      }),
    );
    return id;
  });
};
