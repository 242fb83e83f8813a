import { addDias } from '@jornada/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  intermitenteContratante,
  intermitenteContratanteDepartamento,
  intermitenteConvocacao,
  intermitenteConvocado,
  intermitenteGrupo,
  intermitenteGrupoMembro,
  intermitenteMotivoInterrupcao,
  intermitenteRegra,
} from '../modules/intermitente/intermitente.table.ts';
import { departamento } from '../modules/organizacao/organizacao.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { instanteLocal } from '../shared/fuso.ts';

/** Os dez intermitentes da demo: colaborador30 a colaborador39 (já existentes). */
const emailIntermitente = (n: number) => `colaborador${n}@demo.jornada.dev`;

/**
 * Trabalho intermitente da demo (idempotente: nada se a empresa já tem contratante): uma regra,
 * dois motivos de interrupção, dois contratantes (um departamento interno e um terceiro), dois
 * grupos com cinco intermitentes cada e uma convocação passada com respostas (três aceites, uma
 * recusa e um silêncio, que a leitura mostra como recusa presumida).
 */
export const semearIntermitenteDemo = async (db: Db, empresaId: number, agora: Date) => {
  const [existe] = await db
    .select({ id: intermitenteContratante.id })
    .from(intermitenteContratante)
    .where(eq(intermitenteContratante.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  const pessoas = await db
    .select({ id: usuario.id, email: usuario.email })
    .from(usuario)
    .where(and(eq(usuario.empresaId, empresaId), like(usuario.email, 'colaborador3_@demo%')));
  const id = (n: number) => pessoas.find((p) => p.email === emailIntermitente(n))?.id;
  const [gestor] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.empresaId, empresaId), eq(usuario.email, 'gestor@demo.jornada.dev')));
  const [loja] = await db
    .select({ id: departamento.id })
    .from(departamento)
    .where(and(eq(departamento.empresaId, empresaId), eq(departamento.nome, 'Loja Centro')));
  const membros = Array.from({ length: 10 }, (_, i) => id(30 + i)).filter(
    (x): x is number => x !== undefined,
  );
  if (membros.length < 10 || !gestor || !loja) return;

  await db.transaction(async (tx) => {
    const [regra] = await tx
      .insert(intermitenteRegra)
      .values({
        empresaId,
        nome: 'Intermitente padrão',
        antecedencia: 'dias-corridos',
        sabadoUtil: true,
        valorHora: 2500,
        verbas: {
          remuneracao: '1010',
          adicional: '1015',
          dsr: '1020',
          'ferias-proporcionais': '1030',
          'terco-ferias': '1031',
          'decimo-terceiro-proporcional': '1040',
        },
      })
      .returning();
    await tx.insert(intermitenteMotivoInterrupcao).values([
      { empresaId, descricao: 'Evento cancelado pelo contratante' },
      { empresaId, descricao: 'Condições climáticas' },
    ]);
    const [interno, terceiro] = await tx
      .insert(intermitenteContratante)
      .values([
        {
          empresaId,
          nome: 'Loja Centro — reforço de fim de semana',
          tipo: 'interno',
          responsavelId: gestor.id,
        },
        { empresaId, nome: 'Eventos Paulista Ltda', tipo: 'terceiro', cnpj: '33444555000181' },
      ])
      .returning();
    await tx
      .insert(intermitenteContratanteDepartamento)
      .values({ empresaId, contratanteId: interno!.id, departamentoId: loja.id });
    const [caixas, eventos] = await tx
      .insert(intermitenteGrupo)
      .values([
        { empresaId, nome: 'Caixas de fim de semana', contratanteId: interno!.id },
        { empresaId, nome: 'Equipe de eventos', contratanteId: terceiro!.id },
      ])
      .returning();
    await tx.insert(intermitenteGrupoMembro).values(
      membros.map((usuarioId, i) => ({
        empresaId,
        grupoId: i < 5 ? caixas!.id : eventos!.id,
        usuarioId,
      })),
    );
    // Uma convocação já passada: enviada dez dias antes de hoje, para cinco dias antes.
    const hoje = instanteLocal(agora, 'America/Sao_Paulo').data;
    const enviada = addDias(hoje, -10);
    const [conv] = await tx
      .insert(intermitenteConvocacao)
      .values({
        empresaId,
        regraId: regra!.id,
        contratanteId: interno!.id,
        grupoId: caixas!.id,
        dataInicio: addDias(hoje, -5),
        dataFim: addDias(hoje, -5),
        minutoEntrada: 600,
        minutoSaida: 1080,
        intervaloMinutos: 60,
        valorHora: regra!.valorHora,
        antecedencia: regra!.antecedencia,
        sabadoUtil: regra!.sabadoUtil,
        descricao: 'Reforço de caixa na promoção',
        enviadaEm: `${enviada}T09:00`,
        criadoPor: gestor.id,
      })
      .returning();
    const respostas: (string | null)[] = ['aceita', 'aceita', 'aceita', 'recusada', null];
    await tx.insert(intermitenteConvocado).values(
      membros.slice(0, 5).map((usuarioId, i) => ({
        empresaId,
        convocacaoId: conv!.id,
        usuarioId,
        resposta: respostas[i],
        respostaEm: respostas[i] ? `${enviada}T1${i}:00` : null,
      })),
    );
  });
};
