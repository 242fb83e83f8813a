import type { MotivoSobreaviso } from '@jornada/contracts';
import { Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Formulario } from './formulario-comum.tsx';
import { useSalvarSobreaviso } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';
import { useEnvio } from './use-envio.ts';

export type MotivoFormProps = { motivo: MotivoSobreaviso | null; onConcluir: () => void };

/** Motivo de acionamento: a descrição e se ainda aparece para quem lança. */
export const MotivoForm = ({ motivo, onConcluir }: MotivoFormProps) => {
  const envio = useEnvio(useSalvarSobreaviso().motivo);
  const [descricao, setDescricao] = useState(motivo?.descricao ?? '');
  const [isAtivo, setAtivo] = useState(motivo?.ativo ?? true);
  const [erro, setErro] = useState<string | null>(null);

  const enviar = envio.aoSubmeter(() => {
    const texto = descricao.trim();
    if (!texto) return setErro('Descrição: informe o motivo do acionamento.');
    setErro(null);
    envio.gravar(
      { ...(motivo ? { id: motivo.id } : {}), dados: { descricao: texto, ativo: isAtivo } },
      { sucesso: motivo ? 'Motivo alterado.' : 'Motivo criado.', aoConcluir: onConcluir },
    );
  });

  return (
    <Formulario
      rotulo={motivo ? 'Alterar motivo' : 'Novo motivo'}
      onSubmit={enviar}
      falha={envio.falha ? FALHA.salvar : null}
      isEnviando={envio.isEnviando}
      onCancelar={onConcluir}
    >
      <TextInput
        label="Descrição"
        description="Por que a pessoa foi acionada: incidente, manutenção programada…"
        value={descricao}
        onChange={(e) => setDescricao(e.currentTarget.value)}
        error={erro}
        maxLength={120}
        required
      />
      <Switch
        label="Ativo (aparece para quem lança o acionamento)"
        checked={isAtivo}
        onChange={(e) => setAtivo(e.currentTarget.checked)}
      />
    </Formulario>
  );
};
