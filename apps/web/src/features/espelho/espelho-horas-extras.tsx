import type { DiaEspelho } from '@jornada/contracts';
import { Badge } from '@mantine/core';
import { horasDeMinutos } from './espelho-formato.ts';

const DESTINO = { pagar: 'paga', banco: 'ao banco', reter: 'retida' } as const;

/**
 * Regra com autorização prévia de horas extras: a parte autorizada, a não autorizada com o seu
 * destino (retida até o gestor decidir, paga ou ao banco) e se foi decisão do gestor.
 */
export const HorasExtrasDoDia = ({ dia }: { dia: DiaEspelho }) => {
  const h = dia.apuracao?.horasExtras;
  if (!h || h.total <= 0) return null;
  return (
    <>
      {h.autorizada > 0 ? (
        <Badge size="sm" color="teal" variant="light">
          HE autorizada {horasDeMinutos(h.autorizada)}
        </Badge>
      ) : null}
      {h.naoAutorizada > 0 ? (
        <Badge
          size="sm"
          color={h.retida > 0 ? 'orange' : 'gray'}
          variant="light"
          title="O tempo trabalhado é devido (CLT art. 4º): reter só adia a folha até a decisão."
        >
          HE não autorizada {horasDeMinutos(h.naoAutorizada)} — {DESTINO[h.destino]}
          {h.decisao ? ' por decisão do gestor' : ''}
        </Badge>
      ) : null}
    </>
  );
};
