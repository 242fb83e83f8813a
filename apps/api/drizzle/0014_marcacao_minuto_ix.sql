DROP INDEX "marcacao_usuario_data_ix";--> statement-breakpoint
CREATE INDEX "marcacao_usuario_data_ix" ON "marcacao" USING btree ("empresa_id","usuario_id","data","minuto");