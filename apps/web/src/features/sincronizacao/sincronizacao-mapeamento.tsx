import {
  CAMPOS_SINCRONIZACAO,
  type LoteSincronizacao,
  type MapeamentoSincronizacao,
} from '@jornada/contracts';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';

type Props = {
  lote: LoteSincronizacao;
  erro: string | null;
  isCarregando: boolean;
  onVoltar: () => void;
  onPrevia: (m: MapeamentoSincronizacao) => void;
};

/**
 * Liga cada campo do Jornada a uma coluna do arquivo. Vem preenchido com o mapeamento salvo da
 * fonte (ou o proposto pelos nomes das colunas); a prévia salva o que o RH escolher.
 */
export const SincronizacaoMapeamento = ({
  lote,
  erro,
  isCarregando,
  onVoltar,
  onPrevia,
}: Props) => {
  const [m, setM] = useState<MapeamentoSincronizacao>(lote.mapeamento);
  const [faltando, setFaltando] = useState<string | null>(null);
  const campos = CAMPOS_SINCRONIZACAO[lote.tipo];
  const continuar = () => {
    const vazio = campos.find((c) => c.obrigatorio && !m[c.campo]);
    if (vazio) return setFaltando(`${vazio.rotulo}: escolha a coluna do arquivo.`);
    setFaltando(null);
    onPrevia(m);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        {lote.nomeArquivo}: {lote.totalLinhas} linha(s). Escolha a coluna de cada campo; o
        mapeamento fica salvo para a próxima exportação desta fonte.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {campos.map((c) => (
          <NativeSelect
            key={c.campo}
            label={c.rotulo}
            withAsterisk={c.obrigatorio}
            value={m[c.campo] ?? ''}
            data={[
              { value: '', label: 'Não usar' },
              ...lote.colunas.filter((x) => x !== '').map((x) => ({ value: x, label: x })),
            ]}
            onChange={(e) => setM({ ...m, [c.campo]: e.currentTarget.value || null })}
          />
        ))}
      </SimpleGrid>
      {faltando || erro ? (
        <Alert color="red" role="alert">
          {faltando ?? erro}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onVoltar}>
          Voltar
        </Button>
        <Button onClick={continuar} loading={isCarregando}>
          Ver prévia
        </Button>
      </Group>
    </Stack>
  );
};
