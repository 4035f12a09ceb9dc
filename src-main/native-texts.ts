/**
 * The words main shows itself: menus, native dialogs, and the messages of its API relay. They
 * cannot come from the renderer's locale files (main imports neither shared/i18n nor the
 * renderer), so they live here in the same three languages; the renderer says which one is in
 * use (DesktopBridge.setLanguage).
 */
import type { Language } from '../shared/domain/constants.ts';

export const APP_NAME = 'Takwin Admin';

const fr = {
  menu: {
    file: 'Fichier',
    serverAddress: 'Adresse du serveur…',
    quit: 'Quitter',
    edit: 'Édition',
    undo: 'Annuler',
    redo: 'Rétablir',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    selectAll: 'Tout sélectionner',
    view: 'Affichage',
    reload: 'Recharger',
    devTools: 'Outils de développement',
    resetZoom: 'Taille réelle',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    fullScreen: 'Plein écran',
    window: 'Fenêtre',
    minimize: 'Réduire',
    close: 'Fermer',
    help: 'Aide',
    about: 'À propos de Takwin Admin',
  },
  about: {
    detail: 'Version {version}\nL’administration du centre de formation Takwin.',
    ok: 'OK',
  },
  saveCv: {
    title: 'Enregistrer le CV',
    saved: 'Le CV est enregistré.',
  },
  saveExport: {
    title: 'Enregistrer l’export CSV',
    saved: 'L’export CSV est enregistré.',
    fileType: 'Fichier CSV',
  },
  savePersonData: {
    title: 'Enregistrer les données de la personne',
    saved: 'Les données de la personne sont enregistrées.',
    fileType: 'Archive ZIP',
  },
  savedFile: {
    open: 'Ouvrir',
    showInFolder: 'Afficher dans le dossier',
    close: 'Fermer',
  },
  relay: {
    unreachable: 'Le serveur est injoignable. Vérifiez votre connexion ou l’adresse du serveur.',
    notConfigured: 'Aucune adresse de serveur n’est configurée.',
  },
  /** The taskbar's overlay on Windows, as screen readers and tooltips say it. */
  badge: {
    newRequests: 'Nouvelles demandes : {count}',
  },
};

export type NativeTexts = typeof fr;

const en: NativeTexts = {
  menu: {
    file: 'File',
    serverAddress: 'Server address…',
    quit: 'Quit',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select all',
    view: 'View',
    reload: 'Reload',
    devTools: 'Developer tools',
    resetZoom: 'Actual size',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fullScreen: 'Full screen',
    window: 'Window',
    minimize: 'Minimise',
    close: 'Close',
    help: 'Help',
    about: 'About Takwin Admin',
  },
  about: {
    detail: 'Version {version}\nThe administration of the Takwin training centre.',
    ok: 'OK',
  },
  saveCv: {
    title: 'Save the CV',
    saved: 'The CV has been saved.',
  },
  saveExport: {
    title: 'Save the CSV export',
    saved: 'The CSV export has been saved.',
    fileType: 'CSV file',
  },
  savePersonData: {
    title: 'Save the person’s data',
    saved: 'The person’s data has been saved.',
    fileType: 'ZIP archive',
  },
  savedFile: {
    open: 'Open',
    showInFolder: 'Show in folder',
    close: 'Close',
  },
  relay: {
    unreachable: 'The server cannot be reached. Check your connection or the server address.',
    notConfigured: 'No server address has been set.',
  },
  badge: {
    newRequests: 'New requests: {count}',
  },
};

const ar: NativeTexts = {
  menu: {
    file: 'ملف',
    serverAddress: 'عنوان الخادم…',
    quit: 'إنهاء',
    edit: 'تحرير',
    undo: 'تراجع',
    redo: 'إعادة',
    cut: 'قص',
    copy: 'نسخ',
    paste: 'لصق',
    selectAll: 'تحديد الكل',
    view: 'عرض',
    reload: 'إعادة التحميل',
    devTools: 'أدوات المطوّر',
    resetZoom: 'الحجم الفعلي',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    fullScreen: 'ملء الشاشة',
    window: 'نافذة',
    minimize: 'تصغير النافذة',
    close: 'إغلاق',
    help: 'مساعدة',
    about: 'حول Takwin Admin',
  },
  about: {
    detail: 'الإصدار {version}\nإدارة مركز التكوين Takwin.',
    ok: 'حسنًا',
  },
  saveCv: {
    title: 'حفظ السيرة الذاتية',
    saved: 'تم حفظ السيرة الذاتية.',
  },
  saveExport: {
    title: 'حفظ ملف التصدير CSV',
    saved: 'تم حفظ ملف التصدير CSV.',
    fileType: 'ملف CSV',
  },
  savePersonData: {
    title: 'حفظ بيانات الشخص',
    saved: 'تم حفظ بيانات الشخص.',
    fileType: 'أرشيف ZIP',
  },
  savedFile: {
    open: 'فتح',
    showInFolder: 'إظهار في المجلد',
    close: 'إغلاق',
  },
  relay: {
    unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك أو من عنوان الخادم.',
    notConfigured: 'لم يتم ضبط عنوان الخادم بعد.',
  },
  badge: {
    newRequests: 'طلبات جديدة: {count}',
  },
};

export const NATIVE_TEXTS: Record<Language, NativeTexts> = { fr, en, ar };
