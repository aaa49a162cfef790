ALTER TABLE "pet_items" ADD COLUMN "slug" varchar(40) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_items_slug_unique" ON "pet_items" USING btree ("slug");