import type { MensagensFiltro } from '@jornada/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  abrirMensagem,
  findEnviada,
  listCaixa,
  listDestinatarios,
  listEnviadas,
} from './mensagens.api.ts';

export const mensagemKeys = {
  todas: ['mensagens'] as const,
  enviadas: (f: MensagensFiltro) => ['mensagens', 'enviadas', f] as const,
  enviada: (id: number) => ['mensagens', 'enviada', id] as const,
  destinatarios: (search: string) => ['mensagens', 'destinatarios', search] as const,
  caixa: ['mensagens', 'caixa'] as const,
  caixaPagina: (f: MensagensFiltro) => ['mensagens', 'caixa', f] as const,
  aberta: (id: number) => ['mensagens', 'aberta', id] as const,
};

export const mensagemQueries = {
  enviadas: (f: MensagensFiltro) =>
    queryOptions({
      queryKey: mensagemKeys.enviadas(f),
      queryFn: () => listEnviadas(f),
      placeholderData: keepPreviousData,
    }),
  enviada: (id: number) =>
    queryOptions({ queryKey: mensagemKeys.enviada(id), queryFn: () => findEnviada(id) }),
  destinatarios: (search: string) =>
    queryOptions({
      queryKey: mensagemKeys.destinatarios(search),
      queryFn: () => listDestinatarios(search),
      placeholderData: keepPreviousData,
    }),
  caixa: (f: MensagensFiltro) =>
    queryOptions({
      queryKey: mensagemKeys.caixaPagina(f),
      queryFn: () => listCaixa(f),
      placeholderData: keepPreviousData,
    }),
  /** Abrir grava a leitura: a caixa (não lidas) é invalidada por quem abre. */
  aberta: (id: number) =>
    queryOptions({
      queryKey: mensagemKeys.aberta(id),
      queryFn: () => abrirMensagem(id),
      staleTime: Infinity,
    }),
};
