import { type TProfile, ZUpdateProfileSchema } from '@shared/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { Lock, Mail, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState(profile.fullName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProfileSchema.safeParse({ fullName });
    if (!parsed.success) {
      // As everywhere in the app, only the first problem is shown, under its field.
      setError(t(parsed.error.issues[0]?.message ?? 'profile.updateError'));
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFullName(saved.fullName);
        toast.success(t('profile.updated'));
      },
      onError: (failure) => toast.error(errorMessage(failure, t, 'profile.updateError')),
    });
  };

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
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
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
          <FormField id="profile-full-name" label={t('profile.fullName')} error={error}>
            <Input
              id="profile-full-name"
              name="fullName"
              autoComplete="name"
              placeholder={t('profile.fullNamePlaceholder')}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? 'profile-full-name-message' : undefined}
            />
          </FormField>
          <Button type="submit" size="lg" isLoading={update.isPending} className="w-full">
            {update.isPending ? t('common.saving') : t('profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
