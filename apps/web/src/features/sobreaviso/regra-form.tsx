import type { RegraSobreaviso } from '@jornada/contracts';
import { Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Formulario } from './formulario-comum.tsx';
import { useSalvarSobreaviso } from './sobreaviso.queries.ts';
import { FALHA, ROTULO_TIPO, type TipoSobreaviso } from './sobreaviso-formato.ts';
import { useEnvio } from './use-envio.ts';

export type RegraFormProps = { regra: RegraSobreaviso | null; onConcluir: () => void };

const verba = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * Regra de sobreaviso ou prontidão. A fração e o limite vêm do tipo e da lei (CLT art. 244
 * §§2º–3º), não se editam; o minuto acionado é trabalho (Súmula 428 TST).
 */
export const RegraForm = ({ regra, onConcluir }: RegraFormProps) => {
  const envio = useEnvio(useSalvarSobreaviso().regra);
  const [nome, setNome] = useState(regra?.nome ?? '');
  const [tipo, setTipo] = useState<TipoSobreaviso>(regra?.tipo ?? 'sobreaviso');
  const [isDescontar, setDescontar] = useState(regra?.descontarAcionamento ?? true);
  const [isAprovacaoGestor, setAprovacaoGestor] = useState(regra?.aprovacaoGestor ?? true);
  const [verbaEspera, setVerbaEspera] = useState(regra?.verbaEspera ?? '');
  const [verbaAcionamento, setVerbaAcionamento] = useState(regra?.verbaAcionamento ?? '');
  const [isAtiva, setAtiva] = useState(regra?.ativo ?? true);
  const [erro, setErro] = useState<string | null>(null);

  const enviar = envio.aoSubmeter(() => {
    if (!nome.trim()) return setErro('Nome: informe o nome da regra.');
    setErro(null);
    envio.gravar(
      {
        ...(regra ? { id: regra.id } : {}),
        dados: {
          nome: nome.trim(),
          tipo,
          descontarAcionamento: isDescontar,
          aprovacaoGestor: isAprovacaoGestor,
          verbaEspera: verba(verbaEspera),
          verbaAcionamento: verba(verbaAcionamento),
          ativo: isAtiva,
        },
      },
      { sucesso: regra ? 'Regra alterada.' : 'Regra criada.', aoConcluir: onConcluir },
    );
  });

  return (
    <Formulario
      rotulo={regra ? 'Alterar regra' : 'Nova regra'}
      onSubmit={enviar}
      falha={envio.falha ? FALHA.salvar : null}
      isEnviando={envio.isEnviando}
      onCancelar={onConcluir}
    >
      <TextInput
        label="Nome"
        value={nome}
        onChange={(e) => setNome(e.currentTarget.value)}
        error={erro}
        maxLength={120}
        required
      />
      <Radio.Group
        label="Tipo"
        value={tipo}
        onChange={(v) => setTipo(v as TipoSobreaviso)}
        required
      >
        <Stack gap={6} mt={4}>
          <Radio value="sobreaviso" label={ROTULO_TIPO.sobreaviso} />
          <Radio value="prontidao" label={ROTULO_TIPO.prontidao} />
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        Acima do limite legal o tempo continua pago e a apuração mostra um alerta.
      </Text>
      <Switch
        label="Descontar da espera o tempo acionado (pago como trabalho)"
        checked={isDescontar}
        onChange={(e) => setDescontar(e.currentTarget.checked)}
      />
      <Switch
        label="O gestor da equipe aprova (senão, só o RH)"
        checked={isAprovacaoGestor}
        onChange={(e) => setAprovacaoGestor(e.currentTarget.checked)}
      />
      <TextInput
        label="Verba da espera"
        description="Código da verba da folha que paga a espera"
        value={verbaEspera}
        onChange={(e) => setVerbaEspera(e.currentTarget.value)}
        maxLength={20}
      />
      <TextInput
        label="Verba das horas acionadas"
        description="Código da verba da folha que paga o tempo trabalhado no acionamento"
        value={verbaAcionamento}
        onChange={(e) => setVerbaAcionamento(e.currentTarget.value)}
        maxLength={20}
      />
      <Switch label="Ativa" checked={isAtiva} onChange={(e) => setAtiva(e.currentTarget.checked)} />
    </Formulario>
  );
};
