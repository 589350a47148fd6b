CREATE TABLE "bible_chapter_cache" (
	"version_id" text NOT NULL,
	"origin" text NOT NULL,
	"book_index" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"book_name" text NOT NULL,
	"verses" jsonb NOT NULL,
	"title" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bible_chapter_cache_version_id_origin_book_index_chapter_pk" PRIMARY KEY("version_id","origin","book_index","chapter")
);
--> statement-breakpoint
CREATE TABLE "bible_chapters" (
	"version_id" text NOT NULL,
	"book_index" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verses" jsonb NOT NULL,
	"title" text,
	CONSTRAINT "bible_chapters_version_id_book_index_chapter_pk" PRIMARY KEY("version_id","book_index","chapter")
);
--> statement-breakpoint
CREATE TABLE "bible_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"abbr" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"license" text NOT NULL,
	"source" text NOT NULL,
	"attribution" text,
	"notice" text,
	"commercial_use" boolean DEFAULT true NOT NULL,
	"book_names" jsonb,
	"verse_count" integer NOT NULL,
	"download_gzip" "bytea" NOT NULL,
	"download_etag" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bible_chapters" ADD CONSTRAINT "bible_chapters_version_id_bible_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."bible_versions"("id") ON DELETE cascade ON UPDATE no action;