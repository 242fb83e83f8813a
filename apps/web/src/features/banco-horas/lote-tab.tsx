import { Divider, Stack } from '@mantine/core';
import { AtribuicaoLoteForm } from './atribuicao-lote.tsx';
import { FechamentoAntecipadoBanco } from './fechamento-antecipado-banco.tsx';
import { ImportacaoSaldo } from './importacao-saldo.tsx';
import { RescisoesPendentes } from './rescisoes-pendentes.tsx';

/** Operações do RH sobre muitos de uma vez e as rescisões pendentes. */
export const LoteTab = ({ bancoHoraId }: { bancoHoraId: number }) => (
  <Stack gap="lg">
    <AtribuicaoLoteForm bancoHoraId={bancoHoraId} />
    <Divider />
    <ImportacaoSaldo />
    <Divider />
    <RescisoesPendentes />
    <Divider />
    <FechamentoAntecipadoBanco bancoHoraId={bancoHoraId} />
  </Stack>
);
