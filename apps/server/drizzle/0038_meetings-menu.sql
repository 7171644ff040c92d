-- The managers' 'Genel Kurul' screen, for installations whose menu table is already filled; in the
-- 'communication' group after 'Talepler' ('Yönetim Paneli' stays the only item of 'site', a link).
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon", "nav_group")
SELECT 'Genel Kurul', '/meetings', 'Admin', 125, true, 'bi bi-person-raised-hand', 'communication'
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/meetings');
