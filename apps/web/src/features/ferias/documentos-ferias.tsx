import type { Solicitacao } from '@jornada/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { HASH_ROTAS } from '../../app/guard.ts';
import { hrefDaRota } from '../../app/menu.ts';
import { toast } from '../../components/ui/toast.ts';
import { baixarAnexoAviso, baixarDocumentoFerias } from './aviso-ausencia.api.ts';
import { mensagemDoErro, nomeDoPedido } from './formato.ts';

/** Um botão que baixa um arquivo, com a espera e o erro em pt-BR. */
const BotaoBaixar = ({
  rotulo,
  acessivel,
  baixar,
}: {
  rotulo: string;
  acessivel: string;
  baixar: () => Promise<void>;
}) => {
  const [isBaixando, setBaixando] = useState(false);
  const clicar = () => {
    setBaixando(true);
    baixar()
      .catch((erro: unknown) => toast.erro(mensagemDoErro(erro)))
      .finally(() => setBaixando(false));
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={isBaixando}
      onClick={clicar}
      aria-label={acessivel}
    >
      {rotulo}
    </Button>
  );
};

/**
 * Férias aprovadas: o aviso (CLT art. 135) e o recibo (art. 145) em PDF, e o caminho para dar
 * ciência assinando o aviso em Documentos para assinatura.
 */
export const DocumentosFerias = ({ pedido }: { pedido: Solicitacao }) => {
  if (pedido.tipo !== 'Ferias' || pedido.status !== 'Aprovado') return null;
  const nome = nomeDoPedido(pedido);
  return (
    <Group gap="xs" mt="xs">
      <BotaoBaixar
        rotulo="Aviso de férias (PDF)"
        acessivel={`Baixar o aviso de férias: ${nome}`}
        baixar={() => baixarDocumentoFerias(pedido.id, 'aviso')}
      />
      <BotaoBaixar
        rotulo="Recibo de férias (PDF)"
        acessivel={`Baixar o recibo de férias: ${nome}`}
        baixar={() => baixarDocumentoFerias(pedido.id, 'recibo')}
      />
      <Button
        size="compact-sm"
        variant="subtle"
        component={Link}
        to={hrefDaRota(HASH_ROTAS.documentosAssinatura)}
      >
        Assinar o aviso
      </Button>
    </Group>
  );
};

/** Aviso de ausência com comprovante: baixar o arquivo enviado. */
export const AnexoDoAviso = ({ pedido }: { pedido: Solicitacao }) =>
  pedido.anexo ? (
    <Group gap="xs" mt="xs">
      <BotaoBaixar
        rotulo="Baixar comprovante"
        acessivel={`Baixar o comprovante: ${nomeDoPedido(pedido)}`}
        baixar={() => baixarAnexoAviso(pedido.id, pedido.anexo?.nome ?? 'comprovante')}
      />
    </Group>
  ) : null;
