import type { ImportacaoPrevia } from '@jornada/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { EnvioHolerites } from './envio-holerites.tsx';
import { findPrevia } from './holerite.api.ts';
import { ListaHolerites } from './lista-holerites.tsx';
import { PainelPrevia } from './painel-previa.tsx';

/**
 * #/dashboard/admin/holerite: o RH importa o arquivo da folha, confere a divisão por colaborador
 * antes de publicar e gerencia os holerites importados.
 */
export const HoleritesAdminPage = () => {
  const [previa, setPrevia] = useState<ImportacaoPrevia | null>(null);
  const abrirPrevia = (loteId: number) =>
    findPrevia(loteId)
      .then(setPrevia)
      .catch(() => toast.erro('Não foi possível abrir a prévia da importação.'));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Holerites
      </Title>
      <Text c="dimmed" size="sm">
        Cada página do arquivo vai para o colaborador cujo CPF (ou matrícula) está impresso nela.
        Confira a prévia antes de publicar.
      </Text>
      <EnvioHolerites onPrevia={setPrevia} />
      {previa ? (
        <PainelPrevia key={previa.loteId} previa={previa} onConcluir={() => setPrevia(null)} />
      ) : null}
      <ListaHolerites onAbrirPrevia={(id) => void abrirPrevia(id)} />
    </Stack>
  );
};
