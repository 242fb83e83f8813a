import { Button, Radio, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { formatarData } from '../../../lib/format.ts';
import { corpoMoverFolga, FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import { diaSemanaAbreviado, ROTULO_NATUREZA, semanaDe } from '../calendario.ts';
import { escalaQueries } from '../escala.queries.ts';
import { alvoDe, EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';

/**
 * 4 Mover Folga Semanal (spec §5): a folga deste dia vai para um dos dias de trabalho da mesma
 * semana (segunda a domingo). Dias que não são de trabalho não podem ser escolhidos; sem
 * escolha, nada é enviado.
 */
export const AcaoMoverFolga = ({
  dia,
  isEnviando,
  isBloqueado,
  onEnviar,
  onVoltar,
}: SubPainelProps) => {
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [isTocado, setTocado] = useState(false);
  const usuarioId = dia.usuario.usuarioId;
  const semana = useQueries({
    queries: semanaDe(dia.data).map((data) => escalaQueries.dia(usuarioId, data)),
  });
  const erro = semana.find((q) => q.isError)?.error;

  const confirmar = () => {
    setTocado(true);
    if (!escolhido) return;
    onEnviar(corpoMoverFolga(alvoDe(dia), escolhido), 'MoverFolgaSemanal');
  };

  const conteudo = () => {
    if (erro) {
      return (
        <Text size="sm" c="red.8" role="alert">
          Não foi possível carregar a semana: {mensagemDoServidor(erro) ?? FALHA_GENERICA}
        </Text>
      );
    }
    if (semana.some((q) => q.isPending)) return <LoadingState label="Carregando a semana…" />;
    return (
      <Radio.Group
        label="Nova folga semanal"
        description="Escolha um dos dias de trabalho da semana."
        value={escolhido}
        onChange={setEscolhido}
        required
        error={isTocado && !escolhido ? 'Escolha o dia da nova folga semanal.' : undefined}
      >
        <Stack gap="xs" mt="xs">
          {semana.map(({ data: d }) => {
            if (!d) return null;
            const isTrabalho = d.naturezaDia === 'Trabalho' && d.data !== dia.data;
            const horario = d.entrada && d.saida ? ` ${d.entrada}–${d.saida}` : '';
            return (
              <Radio
                key={d.data}
                value={d.data}
                disabled={!isTrabalho}
                label={`${diaSemanaAbreviado(d.data)} ${formatarData(d.data)} — ${ROTULO_NATUREZA[d.naturezaDia]}${horario}`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
    );
  };

  return (
    <EstruturaSubPainel
      titulo="Mover Folga Semanal"
      onVoltar={onVoltar}
      isBloqueado={isBloqueado}
      acoes={
        <Button onClick={confirmar} disabled={isBloqueado || !escolhido} loading={isEnviando}>
          Confirmar
        </Button>
      }
    >
      <Text size="sm">
        {formatarData(dia.data)} ({ROTULO_NATUREZA[dia.naturezaDia].toLowerCase()}) passa a ser dia
        de trabalho, e a folga vai para o dia escolhido.
      </Text>
      {conteudo()}
    </EstruturaSubPainel>
  );
};
