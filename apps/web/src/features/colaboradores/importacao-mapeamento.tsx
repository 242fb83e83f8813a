import type { ColaboradorImportacaoRascunho, MapeamentoImportacaoWire } from '@jornada/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';

type Props = {
  rascunho: ColaboradorImportacaoRascunho;
  mapeamento: MapeamentoImportacaoWire;
  onVoltar: () => void;
  onContinuar: (m: MapeamentoImportacaoWire) => void;
};

/**
 * Passo 2: a coluna da planilha de cada campo (proposta pelo servidor a partir do cabeçalho). Os
 * obrigatórios precisam de coluna; uma coluna serve a um campo só.
 */
export const ImportacaoMapeamento = ({ rascunho, mapeamento, onVoltar, onContinuar }: Props) => {
  const [mapa, setMapa] = useState(mapeamento);
  const [tentou, setTentou] = useState(false);
  const colunas = rascunho.colunas.map((titulo, i) => ({
    value: String(i),
    label: titulo.trim() ? titulo : `Coluna ${i + 1} (sem título)`,
  }));
  const erroDe = (campo: keyof MapeamentoImportacaoWire, rotulo: string, obrigatorio: boolean) => {
    const i = mapa[campo];
    if (i === null) return obrigatorio ? `${rotulo}: escolha a coluna da planilha.` : undefined;
    const outro = rascunho.campos.find((c) => c.campo !== campo && mapa[c.campo] === i);
    return outro ? `${rotulo}: a mesma coluna já está em ${outro.rotulo}.` : undefined;
  };
  const erros = rascunho.campos.map((c) => erroDe(c.campo, c.rotulo, c.obrigatorio));
  const continuar = () => {
    setTentou(true);
    if (erros.every((e) => e === undefined)) onContinuar(mapa);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {rascunho.nomeArquivo}: {rascunho.totalLinhas}{' '}
        {rascunho.totalLinhas === 1 ? 'linha' : 'linhas'}. Confira de qual coluna vem cada dado.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {rascunho.campos.map((c, n) => (
          <Select
            key={c.campo}
            label={c.rotulo}
            withAsterisk={c.obrigatorio}
            placeholder={c.obrigatorio ? 'Escolha a coluna' : 'Não importar'}
            clearable={!c.obrigatorio}
            data={colunas}
            value={mapa[c.campo] === null ? null : String(mapa[c.campo])}
            onChange={(v) => setMapa((m) => ({ ...m, [c.campo]: v === null ? null : Number(v) }))}
            error={tentou ? erros[n] : undefined}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onVoltar}>
          Enviar outra planilha
        </Button>
        <Button onClick={continuar}>Ver prévia</Button>
      </Group>
    </Stack>
  );
};
