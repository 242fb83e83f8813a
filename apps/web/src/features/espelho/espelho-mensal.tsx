import type { Espelho, TotaisEspelho } from '@jornada/contracts';
import { MENSAGEM_ERRO_ESPELHO } from '@jornada/contracts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { baixarPdfEspelho, type MesEspelho } from './espelho.api.ts';
import { espelhoQueries } from './espelho.queries.ts';
import { TabelaDiasEspelho } from './espelho-dias.tsx';
import {
  horasDeMinutos,
  mesAnterior,
  mesAtual,
  mesSeguinte,
  nomeArquivoEspelho,
  nomeDoMes,
} from './espelho-formato.ts';
import { TotaisSobreaviso } from './espelho-sobreaviso.tsx';

const Total = ({ rotulo, valor }: { rotulo: string; valor: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text fw={600}>{valor}</Text>
  </div>
);

const TotaisDoEspelho = ({ totais }: { totais: TotaisEspelho }) => {
  const faixas = totais.extras.filter((e) => e.minutos > 0);
  return (
    <Card withBorder component="section" aria-labelledby="titulo-totais-espelho">
      <Title order={2} size="h4" id="titulo-totais-espelho">
        Totais do espelho
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {totais.ate
          ? `${totais.diasApurados} dias apurados, até ${formatarData(totais.ate)}`
          : 'Nenhum dia apurado ainda neste mês'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }}>
        <Total rotulo="Previsto" valor={horasDeMinutos(totais.previsto)} />
        <Total rotulo="Trabalhado" valor={horasDeMinutos(totais.trabalhado)} />
        <Total rotulo="Noturno (reduzido)" valor={horasDeMinutos(totais.noturno)} />
        {faixas.length === 0 ? (
          <Total rotulo="Extras" valor={horasDeMinutos(0)} />
        ) : (
          faixas.map((e) => (
            <Total
              key={e.percentual}
              rotulo={`Extras ${e.percentual}%`}
              valor={horasDeMinutos(e.minutos)}
            />
          ))
        )}
        <Total rotulo="Extras noturnas" valor={horasDeMinutos(totais.extrasNoturnas)} />
        <Total rotulo="Débitos" valor={horasDeMinutos(totais.debitos)} />
        <Total
          rotulo="Faltas"
          valor={`${horasDeMinutos(totais.faltas)} (${totais.diasFalta} ${totais.diasFalta === 1 ? 'dia' : 'dias'})`}
        />
        <Total rotulo="DSR perdidos" valor={String(totais.dsrPerdidos)} />
        <Total rotulo="Intervalo indenizado" valor={horasDeMinutos(totais.intervaloIndenizado)} />
        <Total
          rotulo="Interjornada suprimida"
          valor={horasDeMinutos(totais.interjornadaSuprimida)}
        />
        <TotaisSobreaviso totais={totais} />
        <Total rotulo="Saldo do banco de horas" valor={horasDeMinutos(totais.bancoHoras.saldo)} />
        <Total
          rotulo="Dias com ocorrência"
          valor={`${totais.diasComOcorrencia} (${totais.inconsistencias} inconsistências, ${totais.alertas} alertas)`}
        />
      </SimpleGrid>
    </Card>
  );
};

const formatarCpfCnpj = (doc: string): string => {
  const d = doc.replace(/\D/g, '');
  if (d.length === 11) return d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
  if (d.length === 14) return d.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5');
  return doc;
};

/** Cabeçalho com o conteúdo mínimo do art. 84 da Portaria 671 (incisos I a IV). */
const Cabecalho = ({ espelho }: { espelho: Espelho }) => {
  const c = espelho.colaborador;
  const horarios = espelho.horarioContratual
    .map((h) => `${h.descricao} (${h.horarios.map(([e, s]) => `${e}–${s}`).join(' ')})`)
    .join('; ');
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {[
          c.nome,
          `CPF ${formatarCpfCnpj(c.cpf)}`,
          c.matricula ? `matrícula ${c.matricula}` : null,
          c.cargo,
          c.departamento,
          c.admissao ? `admissão ${formatarData(c.admissao)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        {[
          `${espelho.empregador.nome} (CNPJ ${formatarCpfCnpj(espelho.empregador.cnpj)})`,
          `período ${formatarData(espelho.periodo.inicio)} a ${formatarData(espelho.periodo.fim)}`,
          horarios ? `horário contratual: ${horarios}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
};

/** Espelho mensal de um colaborador (sem usuarioId = o próprio): navegação, dias e totais. */
export const EspelhoMensal = ({
  usuarioId,
  titulo,
  mesInicial,
  ordemTitulo = 1,
}: {
  usuarioId?: number;
  titulo: string;
  mesInicial?: MesEspelho;
  /** 1 quando o espelho é a página; 2 dentro de outra (espelhos da equipe). */
  ordemTitulo?: 1 | 2;
}) => {
  const [mes, setMes] = useState<MesEspelho>(() => mesInicial ?? mesAtual());
  const [baixando, setBaixando] = useState(false);
  const consulta = { ...mes, usuarioId };
  const espelho = useQuery(espelhoQueries.mes(consulta));

  const baixarPdf = async () => {
    setBaixando(true);
    try {
      const { blob, nome } = await baixarPdfEspelho(consulta);
      const colaborador = espelho.data?.colaborador;
      salvarArquivo(blob, nome ?? nomeArquivoEspelho(colaborador, mes));
    } catch (erro) {
      toast.erro(erro instanceof ErroApi ? erro.mensagem : 'Não foi possível baixar o PDF.');
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={ordemTitulo} size="h2">
            {titulo}
          </Title>
          {espelho.data ? <Cabecalho espelho={espelho.data} /> : null}
        </div>
        <Button onClick={baixarPdf} loading={baixando} disabled={!espelho.data}>
          Baixar PDF
        </Button>
      </Group>
      <Group gap="xs" role="group" aria-label="Mês do espelho">
        <Button variant="default" onClick={() => setMes(mesAnterior)}>
          Mês anterior
        </Button>
        <Text fw={600} miw={170} ta="center" aria-live="polite">
          {nomeDoMes(mes)}
        </Text>
        <Button variant="default" onClick={() => setMes(mesSeguinte)}>
          Próximo mês
        </Button>
      </Group>
      {espelho.isPending ? (
        <LoadingState label="Carregando espelho…" />
      ) : espelho.isError ? (
        <Alert color="red" title={MENSAGEM_ERRO_ESPELHO} role="alert">
          {espelho.error instanceof ErroApi
            ? espelho.error.mensagem
            : 'Não foi possível carregar o espelho.'}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => espelho.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      ) : espelho.data.dias.length === 0 ? (
        <EmptyState
          title="Sem dias neste período"
          description="Não há dias do contrato neste mês."
        />
      ) : (
        <>
          <TabelaDiasEspelho dias={espelho.data.dias} usuarioAbono={usuarioId} />
          <TotaisDoEspelho totais={espelho.data.totais} />
        </>
      )}
    </Stack>
  );
};
