import type {
  CadastroImportacaoRascunho,
  CadastroImportacaoResultado,
  MapeamentoCadastro,
  TipoCadastro,
} from '@jornada/contracts';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { CADASTROS } from './estrutura-config.ts';
import {
  baixarRecusadosCadastro,
  confirmarCadastro,
  enviarPlanilhaCadastro,
} from './importacao-cadastros.api.ts';
import { PreviaCadastro } from './importacao-cadastros-previa.tsx';

const mensagem = (e: unknown) =>
  e instanceof ErroApi ? e.mensagem : 'Não foi possível falar com o servidor. Tente novamente.';

type Etapa = 'envio' | 'mapeamento' | 'previa' | 'resultado';

/**
 * Importar departamentos, grupos, centros de custo, sindicatos ou cargos de uma planilha (CSV ou
 * XLSX): as mesmas etapas da importação de colaboradores — envio, colunas, prévia com os erros
 * por linha, confirmação numa transação e as linhas recusadas em CSV.
 */
export const ImportacaoCadastros = () => {
  const cliente = useQueryClient();
  const [tipo, setTipo] = useState<TipoCadastro>('departamentos');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [etapa, setEtapa] = useState<Etapa>('envio');
  const [rascunho, setRascunho] = useState<CadastroImportacaoRascunho | null>(null);
  const [mapa, setMapa] = useState<MapeamentoCadastro>({});
  const [resultado, setResultado] = useState<CadastroImportacaoResultado | null>(null);
  const config = CADASTROS.find((c) => c.tipo === tipo)!;

  const envio = useMutation({
    mutationFn: enviarPlanilhaCadastro,
    onSuccess: (r) => {
      setRascunho(r);
      setMapa(r.mapeamento);
      setEtapa('mapeamento');
    },
    onError: (e) => setErroArquivo(mensagem(e)),
  });
  const confirmacao = useMutation({
    mutationFn: confirmarCadastro,
    onSuccess: (r) => {
      setResultado(r);
      setEtapa('resultado');
      void cliente.invalidateQueries({ queryKey: ['estrutura'] });
    },
    onError: (e) => toast.erro(mensagem(e)),
  });

  const recomecar = () => {
    setEtapa('envio');
    setRascunho(null);
    setResultado(null);
    setArquivo(null);
  };
  const enviar = () => {
    if (!arquivo) return setErroArquivo('Planilha: escolha um arquivo CSV ou XLSX.');
    if (!/\.(csv|xlsx)$/i.test(arquivo.name))
      return setErroArquivo('Planilha: envie um arquivo .csv ou .xlsx.');
    setErroArquivo(null);
    envio.mutate({ tipo, arquivo });
  };
  const colunas = (rascunho?.colunas ?? []).map((t, i) => ({
    value: String(i),
    label: t.trim() ? t : `Coluna ${i + 1} (sem título)`,
  }));
  const faltaObrigatorio = rascunho?.campos.some(
    (c) => c.obrigatorio && (mapa[c.campo] ?? null) === null,
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="importar-cadastros">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="importar-cadastros">
            Importar de planilha
          </Title>
          <Text size="sm" c="dimmed">
            Uma linha por registro, com o cabeçalho na primeira linha. Nada é gravado antes da sua
            confirmação; nomes repetidos ou já cadastrados ficam de fora.
          </Text>
        </div>
        {etapa === 'envio' ? (
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Cadastro"
              data={CADASTROS.map((c) => ({ value: c.tipo, label: c.aba }))}
              value={tipo}
              allowDeselect={false}
              onChange={(v) => setTipo((v ?? 'departamentos') as TipoCadastro)}
            />
            <FileInput
              label="Planilha (CSV ou XLSX)"
              placeholder="Escolha o arquivo"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={arquivo}
              onChange={(f) => {
                setArquivo(f);
                setErroArquivo(null);
              }}
              error={erroArquivo}
              clearable
              miw={260}
            />
            <Button onClick={enviar} loading={envio.isPending}>
              Enviar planilha
            </Button>
          </Group>
        ) : null}
        {etapa === 'mapeamento' && rascunho ? (
          <Stack gap="md">
            <Text size="sm">
              {config.aba} — {rascunho.nomeArquivo}: {rascunho.totalLinhas}{' '}
              {rascunho.totalLinhas === 1 ? 'linha' : 'linhas'}. Confira de qual coluna vem cada
              dado.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {rascunho.campos.map((c) => (
                <Select
                  key={c.campo}
                  label={c.rotulo}
                  withAsterisk={c.obrigatorio}
                  placeholder={c.obrigatorio ? 'Escolha a coluna' : 'Não importar'}
                  clearable={!c.obrigatorio}
                  data={colunas}
                  value={(mapa[c.campo] ?? null) === null ? null : String(mapa[c.campo])}
                  onChange={(v) =>
                    setMapa((m) => ({ ...m, [c.campo]: v === null ? null : Number(v) }))
                  }
                  error={
                    c.obrigatorio && (mapa[c.campo] ?? null) === null
                      ? `${c.rotulo}: escolha a coluna da planilha.`
                      : undefined
                  }
                />
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Button variant="default" onClick={recomecar}>
                Enviar outra planilha
              </Button>
              <Button onClick={() => setEtapa('previa')} disabled={faltaObrigatorio}>
                Ver prévia
              </Button>
            </Group>
          </Stack>
        ) : null}
        {etapa === 'previa' && rascunho ? (
          <PreviaCadastro
            tipo={tipo}
            plural={config.plural}
            rascunho={rascunho}
            mapeamento={mapa}
            isImportando={confirmacao.isPending}
            onVoltar={() => setEtapa('mapeamento')}
            onConfirmar={() => confirmacao.mutate({ tipo, id: rascunho.id, mapeamento: mapa })}
          />
        ) : null}
        {etapa === 'resultado' && resultado && rascunho ? (
          <Stack gap="md">
            <Alert color="green" role="status" title="Importação concluída">
              {resultado.importados === 1
                ? `1 ${config.singular} importado.`
                : `${resultado.importados} ${config.plural} importados.`}
            </Alert>
            {resultado.rejeitados > 0 ? (
              <Alert color="yellow" role="alert">
                {resultado.rejeitados === 1
                  ? '1 linha recusada.'
                  : `${resultado.rejeitados} linhas recusadas.`}{' '}
                Baixe-as com o motivo na coluna "erro", corrija e envie de novo.
              </Alert>
            ) : null}
            <Group justify="flex-end">
              {resultado.rejeitados > 0 ? (
                <Button
                  variant="light"
                  onClick={() =>
                    baixarRecusadosCadastro(tipo, rascunho.id).catch((e: unknown) =>
                      toast.erro(mensagem(e)),
                    )
                  }
                >
                  Baixar linhas recusadas (CSV)
                </Button>
              ) : null}
              <Button onClick={recomecar}>Importar outra planilha</Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
};
