import {
  type CriarEmpresaBody,
  cnpjValido,
  cpfValido,
  type EmpresaCriada,
  mascararCnpj,
  mascararCpf,
  UFS,
} from '@jornada/contracts';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { criarEmpresa } from './admin-master.api.ts';
import { adminMasterKeys, adminMasterQueries } from './admin-master.queries.ts';
import { OPCOES_FUSOS } from './admin-master-comum.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const VALORES = {
  cnpj: '',
  razaoSocial: '',
  nomeFantasia: '',
  fusoHorario: 'America/Sao_Paulo',
  uf: 'SP',
  planoId: '',
  adminNome: '',
  adminEmail: '',
  adminCpf: '',
};
type Valores = typeof VALORES;

export type NovaEmpresaModalProps = { isOpen: boolean; onClose: () => void };

/** Nova empresa cliente com o primeiro administrador do RH; ao fim, mostra o link do convite. */
export const NovaEmpresaModal = ({ isOpen, onClose }: NovaEmpresaModalProps) => {
  const [criada, setCriada] = useState<EmpresaCriada | null>(null);
  const fechar = () => {
    setCriada(null);
    onClose();
  };
  return (
    <Modal
      opened={isOpen}
      onClose={fechar}
      title={criada ? 'Empresa criada' : 'Nova empresa cliente'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {criada ? (
        <ConviteCriado criada={criada} onConcluir={fechar} />
      ) : (
        <FormNovaEmpresa onCriada={setCriada} onCancelar={fechar} />
      )}
    </Modal>
  );
};

const FormNovaEmpresa = ({
  onCriada,
  onCancelar,
}: {
  onCriada: (c: EmpresaCriada) => void;
  onCancelar: () => void;
}) => {
  const queryClient = useQueryClient();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<Valores>({
    initialValues: VALORES,
    validate: {
      cnpj: (v) => {
        if (!v.trim()) return 'CNPJ: informe o CNPJ.';
        return cnpjValido(v) ? null : 'CNPJ: número inválido (confira os dígitos verificadores).';
      },
      razaoSocial: (v) =>
        v.trim().length >= 3 ? null : 'Razão social: informe a razão social (mínimo 3 caracteres).',
      nomeFantasia: (v) =>
        v.trim().length >= 2 ? null : 'Nome fantasia: informe o nome fantasia.',
      fusoHorario: (v) => (v ? null : 'Fuso horário: escolha o fuso horário.'),
      uf: (v) => (v ? null : 'UF: escolha a UF.'),
      planoId: (v) => (v ? null : 'Plano: escolha o plano.'),
      adminNome: (v) =>
        v.trim().length >= 3 ? null : 'Nome do administrador: informe o nome completo.',
      adminEmail: (v) =>
        EMAIL.test(v.trim()) ? null : 'E-mail do administrador: informe um e-mail válido.',
      adminCpf: (v) => {
        if (!v.trim()) return 'CPF do administrador: informe o CPF.';
        return cpfValido(v) ? null : 'CPF do administrador: número inválido (confira os dígitos).';
      },
    },
  });
  const criar = useMutation({
    mutationFn: criarEmpresa,
    onSuccess: (c) => {
      toast.sucesso('Empresa criada.');
      void queryClient.invalidateQueries({ queryKey: adminMasterKeys.todos });
      onCriada(c);
    },
    onError: (e) => {
      if (isErroApi(e) && e.campo && e.campo in VALORES) form.setFieldError(e.campo, e.mensagem);
      setErro(isErroApi(e) ? e.mensagem : 'Não foi possível criar a empresa.');
    },
  });
  const enviar = form.onSubmit((v) => {
    setErro(null);
    criar.mutate({
      cnpj: v.cnpj.replace(/\D/g, ''),
      razaoSocial: v.razaoSocial.trim(),
      nomeFantasia: v.nomeFantasia.trim(),
      fusoHorario: v.fusoHorario as CriarEmpresaBody['fusoHorario'],
      uf: v.uf as CriarEmpresaBody['uf'],
      planoId: Number(v.planoId),
      adminNome: v.adminNome.trim(),
      adminEmail: v.adminEmail.trim(),
      adminCpf: v.adminCpf.replace(/\D/g, ''),
    });
  });
  const planos = useQuery(adminMasterQueries.planos());
  const cnpj = form.getInputProps('cnpj');
  const cpf = form.getInputProps('adminCpf');

  return (
    <form onSubmit={enviar} noValidate aria-label="Nova empresa cliente">
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <Text fw={600}>Empresa</Text>
        <TextInput
          label="CNPJ"
          required
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          {...cnpj}
          onChange={(e) => form.setFieldValue('cnpj', mascararCnpj(e.currentTarget.value))}
        />
        <TextInput
          label="Razão social"
          required
          maxLength={150}
          {...form.getInputProps('razaoSocial')}
        />
        <TextInput
          label="Nome fantasia"
          required
          maxLength={100}
          {...form.getInputProps('nomeFantasia')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Fuso horário"
            required
            data={OPCOES_FUSOS}
            allowDeselect={false}
            {...form.getInputProps('fusoHorario')}
          />
          <Select
            label="UF"
            required
            searchable
            data={[...UFS]}
            allowDeselect={false}
            {...form.getInputProps('uf')}
          />
          <Select
            label="Plano"
            required
            data={(planos.data ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
            placeholder={planos.isPending ? 'Carregando planos…' : undefined}
            {...form.getInputProps('planoId')}
            error={
              planos.isError
                ? 'Plano: não foi possível carregar os planos do faturamento.'
                : form.errors.planoId
            }
          />
        </SimpleGrid>
        <Text fw={600} mt="xs">
          Primeiro administrador do RH
        </Text>
        <TextInput
          label="Nome do administrador"
          required
          maxLength={120}
          {...form.getInputProps('adminNome')}
        />
        <TextInput
          label="E-mail do administrador"
          required
          type="email"
          maxLength={200}
          {...form.getInputProps('adminEmail')}
        />
        <TextInput
          label="CPF do administrador"
          description="Conferido no primeiro acesso."
          required
          inputMode="numeric"
          placeholder="000.000.000-00"
          {...cpf}
          onChange={(e) => form.setFieldValue('adminCpf', mascararCpf(e.currentTarget.value))}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancelar} disabled={criar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={criar.isPending}>
            Criar empresa
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const ConviteCriado = ({
  criada,
  onConcluir,
}: {
  criada: EmpresaCriada;
  onConcluir: () => void;
}) => (
  <Stack gap="sm">
    <Text>
      {criada.empresa.nomeFantasia ?? criada.empresa.razaoSocial} foi criada. {criada.admin.nome}{' '}
      recebe o convite para o primeiro acesso.
    </Text>
    {criada.convite.emailEnviado ? (
      <Text size="sm">O convite foi enviado para {criada.admin.email}.</Text>
    ) : (
      <Alert color="yellow" role="alert">
        Não foi possível enviar o e-mail do convite. Envie o link abaixo ao administrador.
      </Alert>
    )}
    <TextInput label="Link do convite" readOnly value={criada.convite.link} />
    <Text size="sm" c="dimmed">
      O link vale até {new Date(criada.convite.expiraEm).toLocaleDateString('pt-BR')} e pode ser
      usado uma única vez.
    </Text>
    <Group justify="flex-end">
      <CopyButton value={criada.convite.link}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Link copiado' : 'Copiar link'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onConcluir}>Concluir</Button>
    </Group>
  </Stack>
);
