import type { FechamentoAntecipado, ItemPagamento } from '@jornada/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { useOperacoesBancoHoras } from './banco-horas-operacoes.queries.ts';
import { CampoMotivo } from './colaborador-forms.tsx';
import { useFalha } from './falha.tsx';
import { ItensPorVerba } from './previa-pagamento.tsx';
import { useNomes } from './use-nomes.ts';

/** Itens de todos somados por natureza e percentual (a verba é a mesma para os dois). */
const somarItens = (r: FechamentoAntecipado): ItemPagamento[] => {
  const mapa = new Map<string, ItemPagamento>();
  for (const i of r.pagamentos.flatMap((p) => p.itens)) {
    const chave = `${i.natureza}-${i.percentual}`;
    const atual = mapa.get(chave);
    mapa.set(chave, atual ? { ...atual, minutos: atual.minutos + i.minutos } : { ...i });
  }
  return [...mapa.values()];
};

/** Fechamento antecipado do banco inteiro: prévia (quem recebe, quem fica de fora) e confirmação. */
export const FechamentoAntecipadoBanco = ({ bancoHoraId }: { bancoHoraId: number }) => {
  const { fecharAntes } = useOperacoesBancoHoras();
  const { nomeDe } = useNomes();
  const falha = useFalha();
  const [data, setData] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [previa, setPrevia] = useState<FechamentoAntecipado | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  const enviar = (comoPrevia: boolean) => {
    const novos: Record<string, string> = {};
    if (!data) novos.data = 'Fechar o banco em: informe a data.';
    if (motivo.trim().length < 3) novos.motivo = 'Motivo: informe ao menos 3 caracteres.';
    setErros(novos);
    if (!data || Object.keys(novos).length > 0) return;
    fecharAntes.mutate(
      { bancoHoraId, data, motivo: motivo.trim(), previa: comoPrevia },
      {
        onSuccess: (r) => {
          setConfirmando(false);
          if (comoPrevia) return setPrevia(r);
          setPrevia(null);
          toast.sucesso(
            `Banco fechado em ${formatarData(data)} para ${r.pagamentos.length} colaborador(es).`,
          );
        },
        onError: (e) => {
          setConfirmando(false);
          falha.mostrar(e, 'Não foi possível calcular o fechamento antecipado.');
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Fechamento antecipado do banco
      </Title>
      <Group align="flex-start">
        <DatePickerPtBr
          label="Fechar o banco em"
          value={data}
          onChange={(v) => {
            setData(v);
            setPrevia(null);
          }}
          error={erros.data}
          isRequired
        />
      </Group>
      <CampoMotivo value={motivo} onChange={setMotivo} error={erros.motivo} />
      <Group>
        <Button variant="default" onClick={() => enviar(true)} loading={fecharAntes.isPending}>
          Ver prévia do fechamento
        </Button>
        {previa && previa.pagamentos.length > 0 ? (
          <Button onClick={() => setConfirmando(true)} disabled={previa.verbasFaltando.length > 0}>
            Fechar o banco
          </Button>
        ) : null}
      </Group>
      {previa ? (
        <Stack gap="xs">
          <Text size="sm">
            Encerram: {previa.pagamentos.length} · ficam de fora: {previa.recusados.length}
          </Text>
          <ItensPorVerba itens={somarItens(previa)} rotulo="Total a pagar por verba" />
          {previa.recusados.map((r) => (
            <Text key={r.usuarioId} size="sm" c="dimmed">
              {nomeDe(r.usuarioId)}: {r.motivo}
            </Text>
          ))}
          {previa.verbasFaltando.length > 0 ? (
            <Text size="sm" c="red">
              Configure antes a verba de {previa.verbasFaltando.join(', ')}.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmModal
        isOpen={confirmando}
        title="Fechar o banco antes do fim do ciclo"
        message={`O saldo de ${previa?.pagamentos.length ?? 0} colaborador(es) será pago em ${data ? formatarData(data) : ''} e um ciclo novo começa no dia seguinte.`}
        acceptLabel="Fechar o banco"
        isLoading={fecharAntes.isPending}
        onAccept={() => enviar(false)}
        onDeny={() => setConfirmando(false)}
      />
      {falha.modal}
    </Stack>
  );
};
