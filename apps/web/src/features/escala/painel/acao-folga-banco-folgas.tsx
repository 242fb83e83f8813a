import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatarData } from '../../../lib/format.ts';
import { useMarcarFolgaBanco } from '../../banco-folgas/index.ts';
import { escalaKeys } from '../escala.queries.ts';
import type { DiaColaborador } from '../escala.tipos.ts';
import { EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';
import type { EnvioComResultado } from './use-envio-com-resultado.ts';

/** Item do menu 'ações' que o servidor oferece quando o banco de folgas cobre o dia. */
export const ACAO_FOLGA_BANCO_FOLGAS = 9;

/**
 * Grava a folga do banco de folgas (POST /api/banco-folgas/folgas, debita um dia) com o mesmo
 * resultado das outras ações: sucesso fecha o painel; recusa (sem saldo no dia, folga repetida)
 * abre 'ESCALAS COM PROBLEMAS' com a mensagem do servidor. O calendário relê a etiqueta.
 */
export const useFolgaBancoFolgas = (envio: EnvioComResultado, dia: DiaColaborador) => {
  const marcar = useMarcarFolgaBanco();
  const queryClient = useQueryClient();
  return () =>
    void envio.executar(
      async () => {
        await marcar.mutateAsync({ usuarioId: dia.usuario.usuarioId, data: dia.data });
        await queryClient.invalidateQueries({ queryKey: escalaKeys.calendarios });
        return { mensagem: null };
      },
      { falha: 'Erro ao realizar alteração', sucesso: 'Folga do banco de folgas registrada.' },
    );
};

export type AcaoFolgaBancoFolgasProps = Omit<SubPainelProps, 'onEnviar'> & {
  onConfirmar: () => void;
};

/** 9 Folga do Banco de Folgas: o dia de trabalho vira folga paga, com um dia do banco. */
export const AcaoFolgaBancoFolgas = ({
  dia,
  isEnviando,
  isBloqueado,
  onConfirmar,
  onVoltar,
}: AcaoFolgaBancoFolgasProps) => (
  <EstruturaSubPainel
    titulo="Folga do Banco de Folgas"
    onVoltar={onVoltar}
    isBloqueado={isBloqueado}
    acoes={
      <Button onClick={onConfirmar} disabled={isBloqueado} loading={isEnviando}>
        Confirmar
      </Button>
    }
  >
    <Text size="sm">
      {formatarData(dia.data)} passa a ser folga de {dia.usuario.nome}, com um dia debitado do banco
      de folgas (o crédito que vence primeiro).
    </Text>
  </EstruturaSubPainel>
);
