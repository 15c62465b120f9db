ALTER TABLE "room_inventory" ADD COLUMN "min_stay" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_min_stay_ck" CHECK ("room_inventory"."min_stay" between 1 and 30);