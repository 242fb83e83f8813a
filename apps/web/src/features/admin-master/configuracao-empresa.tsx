import type { ConfiguracaoEmpresaOperador, ModuloOpcional } from '@jornada/contracts';
import { Alert, Button, Checkbox, Select, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { salvarConfiguracao } from './admin-master.api.ts';
import { adminMasterKeys, adminMasterQueries } from './admin-master.queries.ts';
import { OPCOES_FUSOS, OPCOES_MODULOS } from './admin-master-comum.ts';

export type ConfiguracaoEmpresaProps = { empresaId: number };

/** Configurações da empresa (menu de gestor, fuso, aprovação, segundo fator) e módulos ligados. */
export const ConfiguracaoEmpresa = ({ empresaId }: ConfiguracaoEmpresaProps) => {
  const consulta = useQuery(adminMasterQueries.configuracao(empresaId));
  if (consulta.isError)
    return (
      <ErrorState
        error={consulta.error}
        fallback="Não foi possível carregar as configurações."
        onRetry={() => void consulta.refetch()}
      />
    );
  if (!consulta.data) return <LoadingState label="Carregando configurações…" />;
  return <FormConfiguracao empresaId={empresaId} inicial={consulta.data} />;
};

const FormConfiguracao = ({
  empresaId,
  inicial,
}: {
  empresaId: number;
  inicial: ConfiguracaoEmpresaOperador;
}) => {
  const queryClient = useQueryClient();
  const [v, setV] = useState(inicial);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => setV(inicial), [inicial]);
  const salvar = useMutation({
    mutationFn: salvarConfiguracao,
    onSuccess: (nova) => {
      toast.sucesso('Configurações salvas.');
      queryClient.setQueryData(adminMasterKeys.configuracao(empresaId), nova);
      void queryClient.invalidateQueries({ queryKey: adminMasterKeys.todos });
    },
    onError: (e) =>
      setErro(isErroApi(e) ? e.mensagem : 'Não foi possível salvar as configurações.'),
  });
  const definir = <K extends keyof ConfiguracaoEmpresaOperador>(
    k: K,
    valor: ConfiguracaoEmpresaOperador[K],
  ) => setV((atual) => ({ ...atual, [k]: valor }));

  return (
    <form
      aria-label="Configurações da empresa"
      onSubmit={(e) => {
        e.preventDefault();
        setErro(null);
        salvar.mutate({ empresaId, configuracao: v });
      }}
    >
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <Select
          label="Fuso horário"
          data={OPCOES_FUSOS}
          value={v.fusoHorario}
          allowDeselect={false}
          onChange={(f) =>
            f && definir('fusoHorario', f as ConfiguracaoEmpresaOperador['fusoHorario'])
          }
        />
        <Switch
          label="Usar menu de gestor"
          description="Gestores veem a equipe, aprovações e espelhos da equipe."
          checked={v.usarMenuGestor}
          onChange={(e) => definir('usarMenuGestor', e.currentTarget.checked)}
        />
        <Switch
          label="Tratamentos do colaborador exigem aprovação"
          checked={v.exigirAprovacaoTratamento}
          onChange={(e) => definir('exigirAprovacaoTratamento', e.currentTarget.checked)}
        />
        <Switch
          label="Exigir segundo fator dos administradores"
          checked={v.exigirSegundoFatorAdmin}
          onChange={(e) => definir('exigirSegundoFatorAdmin', e.currentTarget.checked)}
        />
        <Checkbox.Group
          label="Módulos contratados"
          description="Módulo desligado some dos menus e o sistema recusa o uso dele."
          value={v.modulos}
          onChange={(m) => definir('modulos', m as ModuloOpcional[])}
        >
          <Stack gap={6} mt="xs">
            {OPCOES_MODULOS.map((m) => (
              <Checkbox key={m.value} value={m.value} label={m.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="xs" c="dimmed">
          Ponto, espelho, escalas e cadastros fazem parte de todos os planos.
        </Text>
        <Button type="submit" loading={salvar.isPending}>
          Salvar configurações
        </Button>
      </Stack>
    </form>
  );
};
