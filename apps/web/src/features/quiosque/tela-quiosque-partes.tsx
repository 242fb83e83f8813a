import { Avatar, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dayjs } from '../../lib/dayjs.ts';

export type PessoaConfirmada = { nome: string; iniciais: string; foto: string | null };

/** Relógio grande da tela ociosa do quiosque. */
export const Relogio = () => {
  const [agora, setAgora] = useState(() => dayjs());
  useEffect(() => {
    const t = setInterval(() => setAgora(dayjs()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <Stack gap={0} align="center">
      <Text fz={{ base: 56, sm: 96 }} fw={700} lh={1} aria-label="Hora atual">
        {agora.format('HH:mm:ss')}
      </Text>
      <Text fz="lg">{agora.format('dddd, DD/MM/YYYY')}</Text>
    </Stack>
  );
};

export const TecladoPin = ({
  onDigito,
  onApagar,
}: {
  onDigito: (d: string) => void;
  onApagar: () => void;
}) => (
  <SimpleGrid cols={3} spacing="xs" maw={320} mx="auto" w="100%">
    {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
      <Button key={d} size="xl" variant="default" onClick={() => onDigito(d)}>
        {d}
      </Button>
    ))}
    <Button size="xl" variant="default" onClick={onApagar} aria-label="Apagar dígito">
      ⌫
    </Button>
    <Button size="xl" variant="default" onClick={() => onDigito('0')}>
      0
    </Button>
  </SimpleGrid>
);

/** Resultado da marcação: título, nome e hora, código do comprovante. */
export const ResultadoMarcacao = ({
  titulo,
  detalhe,
  comprovante,
  onConcluir,
}: {
  titulo: string;
  detalhe: string;
  comprovante: string | null;
  onConcluir: () => void;
}) => (
  <Stack align="center" gap="xs" role="status">
    <Title order={2}>{titulo}</Title>
    <Text fz="lg">{detalhe}</Text>
    {comprovante ? (
      <Text fz="xl" fw={700}>
        Comprovante: {comprovante}
      </Text>
    ) : null}
    <Button variant="default" onClick={onConcluir}>
      Concluir
    </Button>
  </Stack>
);

/** Nome e foto de quem foi identificado, para a pessoa confirmar antes de marcar. */
export const ConfirmarPessoa = ({
  pessoa,
  ocupado,
  onConfirmar,
  onCancelar,
}: {
  pessoa: PessoaConfirmada;
  ocupado: boolean;
  onConfirmar: () => void;
  onCancelar: () => void;
}) => (
  <Stack align="center">
    <Avatar src={pessoa.foto} size={96} radius="xl" alt={pessoa.nome}>
      {pessoa.iniciais}
    </Avatar>
    <Title order={2}>{pessoa.nome}</Title>
    <Group>
      <Button size="xl" loading={ocupado} onClick={onConfirmar}>
        Confirmar marcação
      </Button>
      <Button size="xl" variant="default" onClick={onCancelar}>
        Não sou eu
      </Button>
    </Group>
  </Stack>
);
