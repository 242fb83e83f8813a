import type { AlertaConfiguracao, TipoAlertaContrato } from '@jornada/contracts';
import { type Constatacao, minutosAteEntrega } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { instanteLocal } from '../../shared/fuso.ts';
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
 * Grava o alerta e os destinatários num comando; devolve o id, ou `undefined` se o mesmo alerta
 * (tipo, pessoa, dia, referência) já existia. A entrega é liberada já, no fim do silêncio ou no
 * horário do resumo de cada destinatário. Uma leitura (pessoa, fuso, destinatários e preferências)
 * e uma gravação por alerta.
 */
export const registrarAlerta = async (
  db: Db,
  clock: () => Date,
  r: Registro,
): Promise<number | undefined> => {
  if (!r.config.ativo) return undefined;
  const repo = alertaRegistroRepository({ db, empresaId: r.empresaId });
  const para = r.config.destinatarios;
  const contexto = await repo.findContexto(r.usuarioId, {
    colaborador: para.includes('colaborador'),
    gestor: para.includes('gestor'),
    rotaRh: para.includes('rh') ? ROTA_ALERTAS_EMPRESA : null,
  });
  if (!contexto) return undefined;
  const { pessoa } = contexto;
  const agora = clock();
  const local = instanteLocal(agora, contexto.fuso);
  const c = r.constatacao;
  return repo.insertComDestinatarios(
    {
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
    },
    r.config.canais,
    contexto.destinatarios.map((p) => {
      const silencio =
        p.silencioInicio != null && p.silencioFim != null
          ? { inicio: p.silencioInicio, fim: p.silencioFim }
          : null;
      const resumo = p.resumo === 'diario' ? { horario: p.horarioResumo! } : null;
      const espera = minutosAteEntrega(local.minutoDoDia, silencio, resumo);
      return { usuarioId: p.usuarioId, liberarEm: new Date(agora.getTime() + espera * 60_000) };
    }),
  );
};
