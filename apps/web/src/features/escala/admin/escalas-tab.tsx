import type { EscalaWire } from '@jornada/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarMinutos } from '../../../lib/format.ts';
import { statusEscala } from '../escala-regras.api.ts';
import { regrasQueries } from '../escala-regras.queries.ts';
import { CadastroRegras } from './cadastro-regras.tsx';
import { TIPOS_PADRAO } from './escala-form.model.ts';
import { EscalaForm } from './escala-form.tsx';
import { FILTRO_INICIAL, filtroDaApi } from './tabela-regras.tsx';

const rotuloTipo = (tipo: EscalaWire['tipo']) =>
  TIPOS_PADRAO.find((t) => t.value === tipo)?.label.split(' (')[0] ?? tipo;

/** Escalas (spec §7 /escala): padrões de trabalho e descanso, com prévia e validação CLT. */
export const EscalasTab = () => {
  const [filtro, setFiltro] = useState(FILTRO_INICIAL);
  const consulta = useQuery(regrasQueries.escalas(filtroDaApi(filtro)));
  const gestoes = useQuery(regrasQueries.comboGestoes());
  const nomeGestao = (id: number | null) =>
    id === null ? '—' : (gestoes.data?.find((g) => g.id === id)?.nome ?? `Gestão nº ${id}`);
  return (
    <CadastroRegras
      nome="escalas"
      consulta={consulta}
      filtro={filtro}
      onFiltro={setFiltro}
      rotuloNovo="Nova escala"
      tituloEditar="Editar escala"
      rotuloEditar={(e) => `Editar ${e.nome}`}
      formulario={(escala, fechar) => <EscalaForm escala={escala} onFechar={fechar} />}
      tamanhoModal="80rem"
      arquivamento={{
        nome: (e) => `a escala ${e.codigo}`,
        alterar: ({ id, ativo }) => statusEscala(id, ativo),
        sucesso: 'Escala atualizada.',
      }}
      colunas={[
        { titulo: 'Código', render: (e) => e.codigo },
        { titulo: 'Nome', render: (e) => e.nome },
        { titulo: 'Tipo', render: (e) => rotuloTipo(e.tipo) },
        { titulo: 'Gestão', render: (e) => nomeGestao(e.gestaoId) },
        {
          titulo: 'Contrato',
          render: (e) =>
            e.minutosSemanaisContrato === null
              ? 'Da condição'
              : formatarMinutos(e.minutosSemanaisContrato),
        },
      ]}
    />
  );
};
