import { type TProfile, ZUpdateProfileSchema } from '@shared/schemas/profile';
import { NeedsConnection } from '@web/components/needs-connection';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useOnline } from '@web/lib/online';
import { Lock, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const update = useUpdateProfile();
  const form = useZodForm({
    schema: ZUpdateProfileSchema,
    initialValues: { fullName: profile.fullName },
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      form.setValue('fullName', saved.fullName);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          {t('profile.personalTitle')}
        </CardTitle>
        <CardDescription>{t('profile.personalDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
          <FormField id="profile-email" label={t('profile.email')} hint={t('profile.emailHint')}>
            <div className="relative">
              <Mail
                className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="profile-email"
                type="email"
                value={profile.email}
                readOnly
                aria-readonly="true"
                aria-describedby="profile-email-message"
                className="cursor-default bg-muted/70 pl-10 pr-10 text-muted-foreground focus-visible:border-input focus-visible:ring-0"
              />
              <Lock
                className="pointer-events-none absolute right-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground/80"
                aria-hidden="true"
              />
            </div>
          </FormField>
          <FormField label={t('profile.fullName')} {...form.frame('fullName')}>
            <Input
              {...form.field('fullName')}
              autoComplete="name"
              placeholder={t('profile.fullNamePlaceholder')}
            />
          </FormField>
          <Button
            type="submit"
            size="lg"
            isLoading={form.isSubmitting}
            disabled={!isOnline}
            className="w-full"
          >
            {form.isSubmitting ? t('common.saving') : t('profile.save')}
          </Button>
          <NeedsConnection className="text-center text-sm" />
        </form>
      </CardContent>
    </Card>
  );
}
