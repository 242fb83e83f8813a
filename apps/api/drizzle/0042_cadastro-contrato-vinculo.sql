-- Tipo de contrato dos cadastros existentes (issue 18): quem já está num grupo de intermitentes
-- ou já foi convocado é intermitente (CLT art. 452-A); quem já teve recesso de estagiário
-- lançado é estagiário (Lei 11.788 art. 13). O resto fica CLT, o padrão da coluna.
UPDATE "usuario" u SET "tipo_contrato" = 'intermitente'
WHERE EXISTS (SELECT 1 FROM "intermitente_grupo_membro" m
              WHERE m."empresa_id" = u."empresa_id" AND m."usuario_id" = u."id")
   OR EXISTS (SELECT 1 FROM "intermitente_convocado" c
              WHERE c."empresa_id" = u."empresa_id" AND c."usuario_id" = u."id");--> statement-breakpoint
UPDATE "usuario" u SET "tipo_contrato" = 'estagio'
WHERE u."tipo_contrato" = 'clt'
  AND EXISTS (SELECT 1 FROM "lancamento" l
              WHERE l."empresa_id" = u."empresa_id" AND l."usuario_id" = u."id" AND l."tipo" = 'Recesso');
