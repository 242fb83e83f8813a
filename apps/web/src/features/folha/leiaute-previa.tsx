import { type DefinicaoLeiauteWire, definicaoLeiauteSchema } from '@jornada/contracts';
import { Alert, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { CompetenciaCampos, type CompetenciaValor } from './competencia-campos.tsx';
import { mensagemErroExportacao, previaLeiaute } from './folha.api.ts';
import { mesAnterior } from './folha-formato.ts';
import { descreverProblema } from './leiaute-validacao.ts';

/** Prévia ao vivo: as primeiras linhas do leiaute em edição com os dados reais da competência. */
export const LeiautePrevia = ({ definicao }: { definicao: DefinicaoLeiauteWire }) => {
  const [competencia, setCompetencia] = useState<CompetenciaValor>(mesAnterior());
  const [atrasada] = useDebouncedValue(definicao, 400);
  const valida = definicaoLeiauteSchema.safeParse(atrasada);
  const previa = useQuery({
    queryKey: ['folha', 'previa', competencia, JSON.stringify(atrasada)],
    queryFn: () => previaLeiaute(competencia, valida.success ? valida.data : atrasada),
    enabled: valida.success,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Paper withBorder p="md" component="section" aria-label="Prévia do leiaute">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Prévia com dados reais
        </Title>
        <CompetenciaCampos value={competencia} onChange={setCompetencia} />
        {!valida.success ? (
          <Text size="sm" c="dimmed">
            Complete a definição para ver a prévia.{' '}
            {valida.error.issues[0] ? descreverProblema(valida.error.issues[0]) : ''}
          </Text>
        ) : previa.isError ? (
          <Alert color="red" role="alert">
            {mensagemErroExportacao(previa.error)}
          </Alert>
        ) : previa.isPending ? (
          <LoadingState label="Gerando prévia…" />
        ) : (
          <>
            <Text size="sm">
              {previa.data.total} linha(s) no arquivo; as primeiras {previa.data.linhas.length}:
            </Text>
            <Code block aria-label="Linhas da prévia">
              {previa.data.linhas.join('\n') || 'Nenhuma linha para esta competência.'}
            </Code>
            {previa.data.erros.length > 0 ? (
              <Alert color="orange" title="Problemas no arquivo">
                <Stack gap={2}>
                  {previa.data.erros.map((e) => (
                    <Text key={`${e.linha}-${e.campo}-${e.mensagem}`} size="sm">
                      Linha {e.linha}, campo {e.campo}: {e.mensagem}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
};
